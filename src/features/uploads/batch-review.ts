import { findDuplicateGroups, missingFields, salaryDuplicateKey, workflowDuplicateKey } from '@/domain/staging';
import type { UploadRecord } from '@/lib/upload-queue';

// What holds a batch back (spec §5): empty fields, and duplicates — salary duplicates need
// confirming or removing per file, workflow duplicates need removing.

export type BatchReview = {
  /** Staged files: the batch the Send button sends. */
  batch: UploadRecord[];
  missing: { fileName: string; fields: string[] }[];
  /** Files that duplicate a document on the server or another file of the batch. */
  duplicates: Set<string>;
  /** Duplicates that still hold the batch back. */
  unresolved: UploadRecord[];
  canSend: boolean;
};

function missingOf(record: UploadRecord): string[] {
  switch (record.kind) {
    case 'salary':
      return missingFields('salary', record.data);
    case 'salaryControl':
      return missingFields('salaryControl', record.data);
    case 'accounting':
      return missingFields('accounting', record.data);
    case 'hrDocument':
      return missingFields('hrDocument', record.data);
  }
}

function review(
  records: readonly UploadRecord[],
  kind: UploadRecord['kind'],
  key: (record: UploadRecord) => string | null,
  serverKeys: ReadonlySet<string>,
  confirmable: boolean,
): BatchReview {
  const ofKind = records.filter((r) => r.kind === kind);
  const batch = ofKind.filter((r) => r.state === 'staged');
  // Files already on their way count too: sending the same document twice is what we guard against.
  const live = ofKind.filter((r) => r.state !== 'sent' && r.state !== 'failed');
  const duplicates = new Set<string>();
  for (const group of findDuplicateGroups(live, key)) for (const r of group) if (r.state === 'staged') duplicates.add(r.fileId);
  for (const r of batch) {
    const k = key(r);
    if (k !== null && serverKeys.has(k)) duplicates.add(r.fileId);
  }
  const missing = batch
    .map((r) => ({ fileName: r.fileName, fields: missingOf(r) }))
    .filter((m) => m.fields.length > 0);
  const unresolved = batch.filter((r) => duplicates.has(r.fileId) && !(confirmable && r.duplicateConfirmed));
  return { batch, missing, duplicates, unresolved, canSend: batch.length > 0 && missing.length === 0 && unresolved.length === 0 };
}

export function reviewSalaryBatch(records: readonly UploadRecord[], serverKeys: ReadonlySet<string>): BatchReview {
  return review(records, 'salary', (r) => (r.kind === 'salary' ? salaryDuplicateKey(r.data) : null), serverKeys, true);
}

export function reviewSalaryControlBatch(records: readonly UploadRecord[], serverKeys: ReadonlySet<string>): BatchReview {
  return review(records, 'salaryControl', (r) => (r.kind === 'salaryControl' ? workflowDuplicateKey(r.data) : null), serverKeys, false);
}
