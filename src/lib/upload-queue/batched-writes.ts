import { WRITE_BATCH_DELAY_MS } from './send-pace';
import { changeFor, type UploadEvent } from './state-machine';
import type { UploadStore } from './upload-store';
import type { Clock, UploadRecord } from './types';

// State changes of files being sent, gathered and written in one IndexedDB transaction every tenth
// of a second: each readwrite transaction may wait for the disk, and one per change per file
// made the queue half as fast as plain uploads (bench:uploads). At 60 files a second (two changes
// each), 25 ms gathered about three changes a transaction, 100 ms about twelve: the page spent about
// 1 ms less CPU a file. A crash loses the changes not yet written (that tenth of a second, and a
// transaction under way): a file whose answer was lost so is sent again, under the same uploadKey,
// and the server answers with the first item. For the same reason they are written with relaxed
// durability (idb-store.ts): a power cut may undo the last of them. Flushed at once when asked (the sender does before it
// reads the queue again, so a file answered moments ago is not taken for one still to send).

export type BatchedWrites = {
  /** Applies `event` to the file's record (if allowed) in the next flush; resolves with the record after it. */
  apply(fileId: string, event: UploadEvent): Promise<UploadRecord | null>;
  flush(): Promise<void>;
};

export function createBatchedWrites(store: UploadStore, clock: Clock): BatchedWrites {
  type Entry = { fileId: string; event: UploadEvent; resolve: (r: UploadRecord | null) => void; reject: (e: unknown) => void };
  let waiting: Entry[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  let last: Promise<void> = Promise.resolve();

  function flush(): Promise<void> {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    const batch = waiting;
    waiting = [];
    if (batch.length === 0) return last;
    const changes = batch.map(({ fileId, event }) => ({ fileId, change: changeFor(event, clock) }));
    // Chained, so batches reach the store in the order their changes were made.
    last = last.then(() =>
      store.modifyMany(changes, 'relaxed').then(
        (results) => batch.forEach((entry, i) => entry.resolve(results[i] ?? null)),
        (error: unknown) => batch.forEach((entry) => entry.reject(error)),
      ),
    );
    return last;
  }

  return {
    apply(fileId, event) {
      return new Promise((resolve, reject) => {
        waiting.push({ fileId, event, resolve, reject });
        timer ??= setTimeout(() => void flush(), WRITE_BATCH_DELAY_MS);
      });
    },
    flush,
  };
}
