import { isPending } from './state-machine';
import type { AnyUploadRecord } from './types';

// What the batch progress bar shows: counts per state, bytes, and time left from the throughput
// observed so far in this tab.

export type BatchProgress = {
  total: number;
  sent: number;
  failed: number;
  paused: number;
  /** Queued or sending. */
  pending: number;
  staged: number;
  bytesTotal: number;
  bytesSent: number;
  /** Null until something has been sent (no throughput to project from). */
  msLeft: number | null;
};

export function batchProgress(
  records: readonly AnyUploadRecord[],
  throughput: { bytes: number; since: number | null },
  now: number,
): BatchProgress {
  const progress: BatchProgress = { total: 0, sent: 0, failed: 0, paused: 0, pending: 0, staged: 0, bytesTotal: 0, bytesSent: 0, msLeft: null };
  for (const record of records) {
    progress.total += 1;
    progress.bytesTotal += record.size;
    if (record.state === 'sent') {
      progress.sent += 1;
      progress.bytesSent += record.size;
    } else if (record.state === 'failed') progress.failed += 1;
    else if (record.state === 'paused') progress.paused += 1;
    else if (record.state === 'staged') progress.staged += 1;
    else progress.pending += 1;
  }
  const elapsed = throughput.since === null ? 0 : now - throughput.since;
  if (throughput.bytes > 0 && elapsed > 0) {
    const pendingBytes = records.filter(isPending).reduce((sum, r) => sum + r.size, 0);
    progress.msLeft = Math.round(pendingBytes / (throughput.bytes / elapsed));
  }
  return progress;
}
