import { createBatchedWrites } from './batched-writes';
import { createKick } from './kick';
import { outcomeEvent } from './outcome-event';
import { groupForRequest, type Waiting } from './request-groups';
import { FILES_PER_REQUEST, SEND_CONCURRENCY } from './send-pace';
import type { SendOutcome } from './send-upload';
import type { SenderDeps, SenderStatus, UploadSender } from './sender-types';
import { changeFor, transition, type UploadEvent } from './state-machine';
import type { UploadRecord } from './types';

// Drains the queued records of one user: three requests at a time, small files several to a request
// (request-groups.ts), retries with backoff, waits while offline, and only in the tab holding the
// sender lock.

export type { SenderDeps, SenderStatus, UploadSender } from './sender-types';

/** IndexedDB failed to read a file's bytes: tried again later, as after a network error. */
const UNREADABLE: SendOutcome = { kind: 'retry', failure: { code: 'unreadable', message: null } };

function whenAborted(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) resolve();
    else signal.addEventListener('abort', () => resolve(), { once: true });
  });
}

export function createUploadSender(deps: SenderDeps): UploadSender {
  const { store, clock, connectivity } = deps;
  const concurrency = deps.concurrency ?? SEND_CONCURRENCY;
  const filesPerRequest = deps.filesPerRequest ?? FILES_PER_REQUEST;
  /**
   * The bytes of the next files, read while the current requests are out: a read waited 13–20 ms
   * on IndexedDB before each request (bench:uploads). Only the bytes: whether a file is still to
   * be sent is decided from its record when its turn comes (it may have been paused since).
   */
  const ahead = new Map<string, Promise<Blob | null>>();
  type Request = { done: Promise<void>; controller: AbortController };
  /** The requests out, and the one carrying each file being sent. */
  const requests = new Set<Request>();
  const inFlight = new Map<string, Request>();
  const listeners = new Set<() => void>();
  const kick = createKick();
  const writes = createBatchedWrites(store, clock);
  let status: SenderStatus = 'idle';
  let running: Promise<void> | null = null;
  let again = false;
  let stopper = new AbortController();
  let bytes = 0;
  let since: number | null = null;
  /** Queued file ids → not-before time and size, for the current drain; null or `stale` → read the store again. */
  let pending: Map<string, Waiting> | null = null;
  const bookkeeping = new Set<Promise<void>>();
  let stale = true;

  const setStatus = (next: SenderStatus) => {
    if (next === status) return;
    status = next;
    listeners.forEach((listener) => listener());
  };
  // Bookkeeping ('interrupt' at start): a power cut that undoes it leaves the file to interrupt again.
  const apply = (fileId: string, event: UploadEvent) => store.modify(fileId, changeFor(event, clock), 'relaxed');

  async function settle(record: UploadRecord, outcome: SendOutcome): Promise<UploadRecord | null> {
    if (outcome.kind === 'sent') bytes += record.size;
    if (outcome.kind === 'unauthenticated') {
      // Nothing will succeed until the user signs in again; keep every file queued for then. Said
      // before the write, which waits for its batch: meanwhile no further file would be sent in vain.
      setStatus('unauthenticated');
      stopper.abort();
    }
    return writes.apply(record.fileId, outcomeEvent(record, outcome, clock.now(), deps.random));
  }

  /** Writes the file's outcome; the drain waits for such writes before it ends (`bookkeeping`). */
  function keepSettling(record: UploadRecord, outcome: SendOutcome) {
    const settling = settle(record, outcome).then((result) => {
      if (result?.state === 'queued') pending?.set(record.fileId, { notBefore: result.nextAttemptAt, size: result.size });
    });
    bookkeeping.add(settling);
    void settling.finally(() => bookkeeping.delete(settling));
  }

  /**
   * Sends one request with `fileIds`. Only the request counts against the concurrency: the
   * bookkeeping after the answer (IndexedDB writes) runs while the next request already goes out.
   */
  function launch(fileIds: readonly string[]) {
    const controller = new AbortController();
    const request: Request = { controller, done: Promise.resolve() };
    request.done = (async () => {
      const bytes = fileIds.map((fileId) => ahead.get(fileId) ?? readAhead(fileId));
      for (const fileId of fileIds) ahead.delete(fileId);
      const records = await Promise.all(fileIds.map((fileId) => store.record(fileId)));
      const started: UploadRecord[] = [];
      for (const [i, record] of records.entries()) {
        if (record?.state !== 'queued') {
          // Paused or removed since its turn was decided: not part of this request, free at once.
          if (inFlight.get(fileIds[i]!) === request) inFlight.delete(fileIds[i]!);
          continue;
        }
        // Written with the next batch, not awaited: a crash before it leaves the file queued, and
        // sending it again is safe under the same uploadKey.
        void writes.apply(record.fileId, { type: 'start' });
        const blob = await bytes[i]!.catch(() => undefined);
        const sending = transition({ ...record, blob: blob ?? null }, { type: 'start' }, clock.now());
        // IndexedDB failed to read the bytes (bytes that are gone read as null, and fail the file):
        // tried again later like a network error, the rest of the request goes now.
        if (blob === undefined) keepSettling(sending, UNREADABLE);
        else started.push(sending);
      }
      if (started.length === 0) return;
      const outcomes = await deps.send(started, controller.signal);
      started.forEach((record, i) => keepSettling(record, outcomes[i]!));
    })().finally(() => {
      requests.delete(request);
      for (const fileId of fileIds) if (inFlight.get(fileId) === request) inFlight.delete(fileId);
    });
    requests.add(request);
    for (const fileId of fileIds) {
      pending?.delete(fileId);
      inFlight.set(fileId, request);
    }
  }

  /** Re-reads the queued records; the drain otherwise works from `pending`, so 500 files do not mean 500 full reads. */
  async function reload() {
    stale = false;
    // A file answered moments ago may still read 'queued' in the store, its changes waiting for
    // their batch: written first, so it is not taken for a file still to send.
    await writes.flush();
    const queued = (await store.list()).filter((r) => r.state === 'queued' && !inFlight.has(r.fileId));
    pending = new Map(queued.map((r) => [r.fileId, { notBefore: r.nextAttemptAt, size: r.size }]));
  }

  async function drain(signal: AbortSignal) {
    // Inside the lock no other tab is sending, so a record left 'sending' is from a page that died.
    for (const record of await store.list()) if (record.state === 'sending') await apply(record.fileId, { type: 'interrupt' });
    since ??= clock.now();
    while (!signal.aborted) {
      const wake = kick.next();
      if (pending?.size === 0 && requests.size === 0 && bookkeeping.size > 0) await Promise.all(bookkeeping);
      if (stale || pending === null || (pending.size === 0 && requests.size === 0)) await reload();
      const queued = [...(pending ?? new Map<string, Waiting>())].filter(([fileId]) => !inFlight.has(fileId));
      if (queued.length === 0 && requests.size === 0) {
        // Answers still being written may put a file back in the queue (an interrupted request):
        // the drain ends only once they are in. A request can end while the queue is re-read.
        if (bookkeeping.size === 0) break;
        await Promise.all(bookkeeping);
        continue;
      }
      if (!connectivity.isOnline() && requests.size === 0) {
        setStatus('waiting-network');
        await connectivity.waitForWakeUp(AbortSignal.any([wake, signal]));
        continue;
      }
      setStatus('sending');
      const now = clock.now();
      const ready = connectivity.isOnline() ? queued.filter(([, { notBefore }]) => notBefore <= now) : [];
      let next = 0;
      while (requests.size < concurrency && next < ready.length) {
        const group = groupForRequest(ready.slice(next, next + filesPerRequest), filesPerRequest);
        launch(group);
        next += group.length;
      }
      // The bytes of as many files as the next requests can carry are read meanwhile.
      for (const [fileId] of ready.slice(next, next + concurrency * filesPerRequest)) if (!ahead.has(fileId)) ahead.set(fileId, readAhead(fileId));
      if (requests.size > 0) {
        await Promise.race([...[...requests].map((r) => r.done), whenAborted(wake)]);
      } else {
        const soonest = Math.min(...queued.map(([, { notBefore }]) => notBefore));
        await clock.sleep(Math.max(0, soonest - now), AbortSignal.any([wake, signal]));
      }
    }
    for (const { controller } of requests) controller.abort();
    await Promise.all([...requests].map((r) => r.done));
    await Promise.all(bookkeeping);
    await writes.flush();
    pending = null;
    ahead.clear();
  }

  function readAhead(fileId: string) {
    const read = store.file(fileId);
    // A failed read is reported when the file's turn comes and it is awaited; not before.
    read.catch(() => undefined);
    return read;
  }

  function start() {
    stale = true;
    if (running) {
      again = true;
      kick.fire();
      return;
    }
    if (stopper.signal.aborted) stopper = new AbortController();
    const signal = stopper.signal;
    if (status === 'unauthenticated' || status === 'idle') setStatus('waiting-lock');
    running = deps
      .runExclusive(() => drain(signal))
      .finally(() => {
        running = null;
        if (status !== 'unauthenticated') setStatus('idle');
        if (again && !signal.aborted) {
          again = false;
          start();
        }
      });
  }

  async function changeFiles(fileIds: readonly string[], event: UploadEvent) {
    // One transaction for the whole selection: queueing 500 files is one write, not 500.
    const change = changeFor(event, clock);
    await store.modifyMany(fileIds.map((fileId) => ({ fileId, change })));
    if (event.type === 'pause') for (const fileId of fileIds) inFlight.get(fileId)?.controller.abort();
    stale = true;
    kick.fire();
  }

  return {
    start,
    async stop() {
      stopper.abort();
      kick.fire();
      await running;
    },
    async queueFiles(fileIds) {
      await changeFiles(fileIds, { type: 'queue' });
      deps.onQueued?.();
      start();
    },
    pauseFiles: (fileIds) => changeFiles(fileIds, { type: 'pause' }),
    async resumeFiles(fileIds) {
      await changeFiles(fileIds, { type: 'resume' });
      start();
    },
    status: () => status,
    throughput: () => ({ bytes, since }),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    settled: async () => {
      while (running) await running;
    },
  };
}
