import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UploadRecord } from '@/lib/upload-queue';
import { useStagedCountReport } from './use-staged-count-report';

/** A queue of one user holding records in the given states, that tells its subscribers of a change. */
function queueOf(owner: string) {
  let states: UploadRecord['state'][] = [];
  const listeners = new Set<() => void>();
  return {
    owner,
    list: async () => states.map((state) => ({ state }) as UploadRecord),
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    hold(next: UploadRecord['state'][]) {
      states = next;
      listeners.forEach((listener) => listener());
    },
  };
}

/** What the API was told, in order: the count each report carried. */
let reported: number[] = [];

beforeEach(() => {
  localStorage.clear();
  reported = [];
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    reported.push((JSON.parse(String(init.body)) as { variables: { count: number } }).variables.count);
    return new Response(JSON.stringify({ data: { reportStagedUploads: true } }), { headers: { 'content-type': 'application/json' } });
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The report waits for a burst of changes to settle (1 s) before it speaks. */
const settle = () => vi.advanceTimersByTimeAsync(1_500);

describe('the staged-upload count a device reports (admin tools)', () => {
  // A sign-in from a browser that never staged anything showed up as one more device "reporting".
  it('says nothing from a device that never held a file, then reports what it holds and when it is sent', async () => {
    const queue = queueOf('finance');
    renderHook(() => useStagedCountReport(queue));
    await settle();
    expect(reported).toEqual([]);

    // Had the new device spoken first, its 0 would come before the 2.
    queue.hold(['staged', 'queued']);
    await settle();
    await vi.waitFor(() => expect(reported).toEqual([2]));

    queue.hold(['sent', 'sent']);
    await settle();
    await vi.waitFor(() => expect(reported).toEqual([2, 0]));
  });

  it('says nothing again after a reload when its count has not changed', async () => {
    const queue = queueOf('finance');
    queue.hold(['staged']);
    const first = renderHook(() => useStagedCountReport(queue));
    await settle();
    await vi.waitFor(() => expect(reported).toEqual([1]));
    first.unmount();
    renderHook(() => useStagedCountReport(queue));
    await settle();
    // A change after the reload is reported, and nothing before it was.
    queue.hold(['staged', 'staged']);
    await settle();
    await vi.waitFor(() => expect(reported).toEqual([1, 2]));
  });
});
