import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UploadQueue, UploadRecord } from '@/lib/upload-queue';
import { watchQueue } from './use-queue-snapshot';

/** A queue whose list() counts its reads and whose changes the test announces. */
function fakeQueue() {
  const listeners = new Set<() => void>();
  let reads = 0;
  const queue = {
    list: () => {
      reads += 1;
      return Promise.resolve([] as UploadRecord[]);
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  } as unknown as UploadQueue;
  return { queue, change: () => listeners.forEach((listener) => listener()), reads: () => reads };
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

    // Quiet for a second, then one change (a click on Send): read again without waiting.
    await vi.advanceTimersByTimeAsync(1_000);
    change();
    await vi.advanceTimersByTimeAsync(0);
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
});
