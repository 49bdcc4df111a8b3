import type { FieldSource, ReadFieldName } from '@/domain/accounting-reading-fields';
import type { ReadingDetails } from './api/reading-fields-fragment';

// Where a document's reading stands, and the few fields the accounting list shows of it.

/** reading: the reader is at work; toConfirm: read, waiting for a person; confirmed: a person accepted or corrected it; nothingRead: the reader found nothing (or the file came before the reader). */
export type ReadingState = 'reading' | 'toConfirm' | 'confirmed' | 'nothingRead';

export function readingState(reading: ReadingDetails | null | undefined): ReadingState {
  if (!reading) return 'nothingRead';
  if (reading.confirmed) return 'confirmed';
  if (reading.status === 'pending') return 'reading';
  if (reading.status === 'failed' || reading.fields.length === 0) return 'nothingRead';
  return 'toConfirm';
}

/** What the list shows of a reading: who, which invoice, when, how much. */
export const KEY_FIELDS = ['supplierName', 'invoiceNumber', 'issueDate', 'totalAmount'] as const satisfies readonly ReadFieldName[];
export type KeyField = (typeof KEY_FIELDS)[number];

/** A value to show, with how it was obtained; no mark once a person confirmed it (the state says so). */
export type KeyValue = { name: KeyField; value: string; source: FieldSource | null; currency: string | null };

/** The key fields present in a reading: the confirmed values once confirmed, else the read ones with their marks. */
export function keyValues(reading: ReadingDetails | null | undefined): KeyValue[] {
  if (!reading) return [];
  const confirmed = reading.confirmed;
  const valueOf = (name: ReadFieldName) => (confirmed ? confirmed.find((value) => value.name === name)?.value : reading.fields.find((field) => field.name === name)?.value);
  const currency = valueOf('currency') ?? null;
  return KEY_FIELDS.flatMap((name) => {
    const value = valueOf(name);
    if (!value) return [];
    const source = confirmed ? null : (reading.fields.find((field) => field.name === name)?.source ?? null);
    return [{ name, value, source, currency: name === 'totalAmount' ? currency : null }];
  });
}
