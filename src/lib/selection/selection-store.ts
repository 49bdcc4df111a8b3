import { useSyncExternalStore } from 'react';
import { rememberEmployee } from '@/domain/user-context';
import { readJson, STORAGE_KEYS, writeJson } from '@/lib/storage-keys';

/** The chosen company and, per company, the employee chosen there (spec §4). */
export type SelectionState = {
  companyId: string | null;
  remembered: Record<string, string>;
};

const EMPTY: SelectionState = { companyId: null, remembered: {} };

function isStringRecord(value: unknown): value is Record<string, string> {
  return typeof value === 'object' && value !== null && Object.values(value).every((v) => typeof v === 'string');
}

function parse(value: unknown): SelectionState {
  if (typeof value !== 'object' || value === null) return EMPTY;
  const v = value as Record<string, unknown>;
  const companyId = typeof v['companyId'] === 'string' ? v['companyId'] : null;
  const remembered = isStringRecord(v['remembered']) ? v['remembered'] : {};
  return { companyId, remembered };
}

const listeners = new Set<() => void>();
let cached: { raw: string | null; state: SelectionState } = { raw: null, state: EMPTY };

export function readSelection(): SelectionState {
  const raw = localStorage.getItem(STORAGE_KEYS.selection);
  if (raw !== cached.raw) cached = { raw, state: parse(readJson(STORAGE_KEYS.selection)) };
  return cached.state;
}

function write(state: SelectionState): void {
  writeJson(STORAGE_KEYS.selection, state);
  listeners.forEach((l) => l());
}

export function selectCompany(companyId: string): void {
  write({ ...readSelection(), companyId });
}

/** Picks an employee in a company and remembers that choice for the company. */
export function chooseEmployee(companyId: string, employeeId: string): void {
  const state = readSelection();
  write({ companyId, remembered: rememberEmployee(state.remembered, companyId, employeeId) });
}

export function subscribeSelection(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSelectionState(): SelectionState {
  return useSyncExternalStore(subscribeSelection, readSelection, readSelection);
}
