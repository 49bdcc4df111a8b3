import { startTransition, useEffect, useState } from 'react';
import type { UploadKind } from '@/domain/staging';
import type { SenderStatus, UploadQueue, UploadRecord, UploadRecordOf } from '@/lib/upload-queue';
import { isOfKind } from './batch-kind';

export type QueueSnapshot<K extends UploadKind = UploadKind> = {
  records: UploadRecordOf<K>[];
  status: SenderStatus;
  throughput: { bytes: number; since: number | null };
  loaded: boolean;
};

/** Two refreshes a second are enough for a progress bar, and each reads every record of the user. */
const REFRESH_MS = 500;
/**
 * Even a change after a quiet spell is shown this much later: the click on Send changes the screen
 * (tens of milliseconds of rendering for a page of rows), and rendered at once it came before the
 * sender could take its lock, so the first uploads went out 100 ms later (bench:uploads). 50 ms is
 * still at once to a person.
 */
export const SETTLE_MS = 50;

/**
 * Calls `onRecords` with every record of the user now and, throttled, after each queue change: a
 * change after a quiet spell shows at once (`SETTLE_MS`: a click on Send, a pause), a burst at most
 * twice a second. (Each change used to wait the full interval: the end of a batch showed half a
 * second late.) A change of the sender's status shows at once too: when a batch ends, the sender
 * turns idle right after its last write, and the summary no longer waits for the rest of the
 * interval (bench:uploads: it came 0.1–0.5 s after the last answer).
 */
export function watchQueue(queue: UploadQueue, onRecords: (records: UploadRecord[]) => void): () => void {
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let lastRefresh = Date.now();
  let status = queue.status();
  const refresh = async () => {
    timer = null;
    lastRefresh = Date.now();
    const records = await queue.list();
    if (!cancelled) onRecords(records);
  };
  void refresh();
  const off = queue.subscribe(() => {
    const previous = status;
    status = queue.status();
    if (status !== previous) {
      if (timer !== null) clearTimeout(timer);
      timer = setTimeout(() => void refresh(), SETTLE_MS);
    } else timer ??= setTimeout(() => void refresh(), Math.max(SETTLE_MS, lastRefresh + REFRESH_MS - Date.now()));
  });
  return () => {
    cancelled = true;
    if (timer) clearTimeout(timer);
    off();
  };
}

/**
 * The records of one kind and the sender's state, refreshed (throttled) on every queue change. A
 * refresh renders as a transition: React renders the batch screen in slices and lets input and
 * painting in between, instead of one long task when hundreds of files enter the queue (400 slips
 * of a split payroll: 398 ms at 4× CPU slowdown, bench:payroll-split). What is shown is the same.
 */
export function useQueueSnapshot<K extends UploadKind>(queue: UploadQueue, kind: K): QueueSnapshot<K> {
  const [snapshot, setSnapshot] = useState<QueueSnapshot<K>>({ records: [], status: queue.status(), throughput: queue.throughput(), loaded: false });
  useEffect(
    () =>
      watchQueue(queue, (records) =>
        startTransition(() => setSnapshot({ records: records.filter((r) => isOfKind(r, kind)), status: queue.status(), throughput: queue.throughput(), loaded: true })),
      ),
    [queue, kind],
  );
  return snapshot;
}
