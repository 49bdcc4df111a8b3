import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SenderStatus, UploadQueue, UploadRecord } from '@/lib/upload-queue';
import { SETTLE_MS, watchQueue } from './use-queue-snapshot';

/** A queue whose list() counts its reads and whose changes (of records or of the sender's status) the test announces. */
function fakeQueue() {
  const listeners = new Set<() => void>();
  let reads = 0;
  let status: SenderStatus = 'sending';
  const queue = {
    list: () => {
      reads += 1;
      return Promise.resolve([] as UploadRecord[]);
    },
    status: () => status,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  } as unknown as UploadQueue;
  const change = () => listeners.forEach((listener) => listener());
  const turn = (next: SenderStatus) => {
    status = next;
    change();
  };
  return { queue, change, turn, reads: () => reads };
}

describe('watching the queue for the screens', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('shows a change after a quiet spell at once, and a burst of changes at most twice a second', async () => {
    const { queue, change, reads } = fakeQueue();
    const seen = vi.fn();
    const stop = watchQueue(queue, seen);
    await vi.advanceTimersByTimeAsync(0);
    expect(reads()).toBe(1);

    // Quiet for a second, then one change (a click on Send): read again without waiting for the interval.
    await vi.advanceTimersByTimeAsync(1_000);
    change();
    await vi.advanceTimersByTimeAsync(SETTLE_MS);
    expect(reads()).toBe(2);

    // A change every 10 ms for two seconds (files being sent): four or five reads, not two hundred.
    for (let i = 0; i < 200; i++) {
      change();
      await vi.advanceTimersByTimeAsync(10);
    }
    await vi.advanceTimersByTimeAsync(500);
    expect(reads() - 2).toBeGreaterThanOrEqual(4);
    expect(reads() - 2).toBeLessThanOrEqual(5);
    // The last change of the burst was read: nothing is left waiting.
    const settled = reads();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(reads()).toBe(settled);
    expect(seen).toHaveBeenCalledTimes(settled);
    stop();
  });

  it('shows the end of a batch at once: the sender turning idle does not wait for the rest of the interval', async () => {
    const { queue, change, turn, reads } = fakeQueue();
    const stop = watchQueue(queue, () => undefined);
    await vi.advanceTimersByTimeAsync(0);
    // Files being sent: the first change is read at once, the next one waits for the interval.
    await vi.advanceTimersByTimeAsync(1_000);
    change();
    await vi.advanceTimersByTimeAsync(SETTLE_MS);
    const duringBatch = reads();
    await vi.advanceTimersByTimeAsync(100);
    change(); // the last file's answer, written 150 ms into the interval
    await vi.advanceTimersByTimeAsync(SETTLE_MS);
    expect(reads()).toBe(duringBatch);
    turn('idle'); // the batch is over
    await vi.advanceTimersByTimeAsync(SETTLE_MS);
    expect(reads()).toBe(duringBatch + 1);
    // Nothing else is read later for the same changes.
    await vi.advanceTimersByTimeAsync(2_000);
    expect(reads()).toBe(duringBatch + 1);
    stop();
  });
});
