import { findDuplicateGroups, missingFields, type UploadKind } from '@/domain/staging';
import type { UploadRecordOf } from '@/lib/upload-queue';
import type { BatchKind } from './batch-kind';

// What holds a batch back (spec §5): empty fields, and duplicates — confirmable ones (salary) need
// confirming or removing per file, the others (workflows) need removing.

export type BatchReview<K extends UploadKind = UploadKind> = {
  /** Staged files: the batch the Send button sends. */
  batch: UploadRecordOf<K>[];
  missing: { fileName: string; fields: string[] }[];
  /** Files that duplicate a document on the server or another file of the batch. */
  duplicates: Set<string>;
  /** Duplicates that still hold the batch back. */
  unresolved: UploadRecordOf<K>[];
  canSend: boolean;
};

/** `records` are the user's files of this kind; `serverKeys` the duplicate keys the server holds. */
export function reviewBatch<K extends UploadKind>(
  records: readonly UploadRecordOf<K>[],
  kind: Pick<BatchKind<K>, 'kind' | 'duplicateKey' | 'duplicatesConfirmable' | 'missingOptions'>,
  serverKeys: ReadonlySet<string>,
): BatchReview<K> {
  const key = (record: UploadRecordOf<K>) => kind.duplicateKey(record.data, record);
  const batch = records.filter((r) => r.state === 'staged');
  // Files already on their way count too: sending the same document twice is what we guard against.
  const live = records.filter((r) => r.state !== 'sent' && r.state !== 'failed');
  const duplicates = new Set<string>();
  for (const group of findDuplicateGroups(live, key)) for (const r of group) if (r.state === 'staged') duplicates.add(r.fileId);
  for (const r of batch) {
    const k = key(r);
    if (k !== null && serverKeys.has(k)) duplicates.add(r.fileId);
  }
  const missing = batch
    .map((r) => ({ fileName: r.fileName, fields: missingFields(kind.kind, r.data, kind.missingOptions?.(r.data)) }))
    .filter((m) => m.fields.length > 0);
  const unresolved = batch.filter((r) => duplicates.has(r.fileId) && !(kind.duplicatesConfirmable && r.duplicateConfirmed));
  return { batch, missing, duplicates, unresolved, canSend: batch.length > 0 && missing.length === 0 && unresolved.length === 0 };
}
