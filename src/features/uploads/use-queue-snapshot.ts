import { useEffect, useState } from 'react';
import type { UploadKind } from '@/domain/staging';
import type { SenderStatus, UploadQueue, UploadRecord } from '@/lib/upload-queue';

export type QueueSnapshot = {
  records: UploadRecord[];
  status: SenderStatus;
  throughput: { bytes: number; since: number | null };
  loaded: boolean;
};

/** Two refreshes a second are enough for a progress bar, and each reads every record of the user. */
const REFRESH_MS = 500;

/** The records of one kind and the sender's state, refreshed (throttled) on every queue change. */
export function useQueueSnapshot(queue: UploadQueue, kind: UploadKind): QueueSnapshot {
  const [snapshot, setSnapshot] = useState<QueueSnapshot>({ records: [], status: queue.sender.status(), throughput: queue.sender.throughput(), loaded: false });
  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const refresh = async () => {
      timer = null;
      const records = (await queue.store.list()).filter((record) => record.kind === kind);
      if (!cancelled) setSnapshot({ records, status: queue.sender.status(), throughput: queue.sender.throughput(), loaded: true });
    };
    const schedule = () => {
      timer ??= setTimeout(() => void refresh(), REFRESH_MS);
    };
    void refresh();
    const offStore = queue.store.subscribe(schedule);
    const offSender = queue.sender.subscribe(schedule);
    return () => {
      cancelled = true;
      if (timer) clearTimeout(timer);
      offStore();
      offSender();
    };
  }, [queue, kind]);
  return snapshot;
}
