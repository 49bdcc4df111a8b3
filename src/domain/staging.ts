import type { AccountingType, ExpirationDateType, SalaryType } from './enums';
import type { UploadKind } from './upload-kinds';

export { sanitizeFileName } from './sanitize-file-name';

// Rules for staged upload items (spec §3, §4, §5), shared by the portal's upload queue and the API.

export { UPLOAD_KINDS, type UploadKind } from './upload-kinds';

/**
 * Spec §3: a staged file is identified by name, size and last-modified time, so adding the same
 * file twice is recognised as a duplicate (spec §4) without reading its bytes.
 */
export function stagedFileId(file: { name: string; size: number; lastModified: number }): string {
  return `${file.name}|${file.size}|${file.lastModified}`;
}

/**
 * `sourceFileName`: the file a slip was cut from (a whole payroll split per employee), kept in the
 * create's audit entry. Optional: records staged before it existed have none.
 */
export type SalaryData = { type: SalaryType | null; date: string | null; employee: string | null; sourceFileName?: string | null };
export type SalaryControlData = { company: string | null; date: string | null; feedbackFg: string | null };
/** A document added to an existing workflow; `replaces` names the version it corrects (null for a new document). */
export type SalaryControlDocumentData = { workflow: string | null; replaces: string | null; feedbackFg: string | null };
export type AccountingData = {
  company: string | null;
  date: string | null;
  type: AccountingType | null;
  tag: string | null;
};
/** `type` is the id of an HrDocumentType; `replaces` the id of the document a replacement renews. */
export type HrDocumentData = { type: string | null; employee: string | null; expirationDate: string | null; replaces: string | null };

export type StagedDataByKind = {
  salary: SalaryData;
  salaryControl: SalaryControlData;
  salaryControlDocument: SalaryControlDocumentData;
  accounting: AccountingData;
  hrDocument: HrDocumentData;
};

function isEmpty(value: string | null | undefined): boolean {
  return value === null || value === undefined || value.trim() === '';
}

const BLOCKING_FIELDS: { [K in UploadKind]: readonly (keyof StagedDataByKind[K])[] } = {
  salary: ['type', 'date', 'employee'],
  salaryControl: ['company', 'date'],
  salaryControlDocument: ['workflow'],
  accounting: ['company', 'date', 'type', 'tag'],
  hrDocument: ['type', 'employee'],
};

/**
 * The empty data fields that block a batch (spec §5 "Batch blocking"). Salary-control feedbackFg
 * is exempt; an HR document's expiry date is needed only when its type requires one.
 */
export function missingFields<K extends UploadKind>(
  kind: K,
  data: StagedDataByKind[K],
  options: { expirationDateType?: ExpirationDateType } = {},
): string[] {
  const fields: string[] = [...(BLOCKING_FIELDS[kind] as readonly string[])];
  if (kind === 'hrDocument' && options.expirationDateType === 'required') fields.push('expirationDate');
  const values = data as Record<string, string | null | undefined>;
  return fields.filter((field) => isEmpty(values[field]));
}

function keyOf(parts: (string | null)[]): string | null {
  return parts.some((part) => isEmpty(part)) ? null : JSON.stringify(parts);
}

/** Spec §5: salary documents with the same employee, type and date are duplicates. Incomplete → null. */
export function salaryDuplicateKey(data: { employee: string | null; type: string | null; date: string | null }): string | null {
  return keyOf([data.employee, data.type, data.date]);
}

/** Spec §5: salary-control workflows with the same company and date are duplicates. Incomplete → null. */
export function workflowDuplicateKey(data: { company: string | null; date: string | null }): string | null {
  return keyOf([data.company, data.date]);
}

/** Accounting documents with the same bytes for the same company are duplicates, whatever their name. */
export function accountingDuplicateKey(data: { company: string | null }, content: { sha256: string }): string | null {
  return keyOf([data.company, content.sha256 || null]);
}

/** Groups of two or more items sharing a key, in first-seen order; items with a null key never collide. */
export function findDuplicateGroups<T>(items: readonly T[], key: (item: T) => string | null): T[][] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    if (k === null) continue;
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return [...groups.values()].filter((group) => group.length > 1);
}
