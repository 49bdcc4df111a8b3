import { fakeClock, freshDbName, frozenClock, pdfFile } from '@/testing/upload-queue-support';
import { describe, expect, it } from 'vitest';
import type { Connectivity, RunExclusive } from './sender-hooks';
import { createFakeServer, type FakeServer } from '@/testing/fake-upload-server';
import { createUploadTransport } from './send-upload';
import { stageFiles } from './stage-files';
import { createUploadSender } from './upload-sender';
import { createUploadStore, type UploadStore } from './upload-store';

function fakeNetwork(online = true) {
  let wake: () => void = () => {};
  const connectivity: Connectivity & { online: boolean; reconnect(): void } = {
    online,
    isOnline: () => connectivity.online,
    waitForWakeUp: (signal) =>
      new Promise((resolve) => {
        wake = resolve;
        signal.addEventListener('abort', () => resolve(), { once: true });
      }),
    reconnect() {
      connectivity.online = true;
      wake();
    },
  };
  return connectivity;
}

/** A Web Locks stand-in: tasks run one after another, like tabs waiting for the sender lock. */
function sharedLock(): RunExclusive {
  let tail: Promise<unknown> = Promise.resolve();
  return (task) => {
    const run = tail.then(task);
    tail = run.catch(() => undefined);
    return run;
  };
}

const tick = () => new Promise<void>((r) => setTimeout(r, 1));

/** `filesPerRequest: 1` for the tests that time a pause or a read against one file's own request. */
async function setup(count: number, options: { server?: FakeServer; online?: boolean; dbName?: string; lock?: RunExclusive; filesPerRequest?: number; files?: File[] } = {}) {
  const dbName = options.dbName ?? freshDbName();
  const store = createUploadStore({ owner: 'u1', dbName });
  const server = options.server ?? createFakeServer({ latency: tick });
  const connectivity = fakeNetwork(options.online ?? true);
  let token: string | null = 'tok';
  const clock = fakeClock();
  const send = createUploadTransport({ endpoint: '/api/graphql', fetch: server.fetch, getToken: () => token, clock: frozenClock, timeoutMs: () => 60_000 });
  let seed = 1;
  const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
  const sender = createUploadSender({ store, send, clock, random, connectivity, runExclusive: options.lock ?? sharedLock(), filesPerRequest: options.filesPerRequest });
  const files = options.files ?? Array.from({ length: count }, (_, i) => pdfFile(`Sal_1001_${i + 1}_112025.pdf`));
  let key = 0;
  if (files.length > 0) {
    await stageFiles(
      store,
      { kind: 'salary', batchId: 'b1', files, describe: () => ({ data: { type: 'slip', date: '2025-11-01', employee: 'e' }, lockedFields: [] }) },
      { clock, storage: null, newKey: () => `${dbName}-key-${++key}` },
    );
  }
  const queueAll = async () => sender.queueFiles((await store.list()).map((r) => r.fileId));
  return { store, server, sender, connectivity, clock, queueAll, signOut: () => (token = null), signIn: () => (token = 'tok') };
}

/** A server that answers the first request at once and holds every later one until released. */
function firstAnsweredRestHeld() {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let answered = 0;
  const server = createFakeServer({ latency: () => (answered++ === 0 ? Promise.resolve() : held) });
  return { server, release: () => release() };
}

const states = async (store: UploadStore) => (await store.list()).map((r) => r.state);

describe('upload sender', () => {
  it('sends every queued file exactly once, three requests at a time, and keeps only a summary line of each', async () => {
    const { store, server, sender, queueAll } = await setup(10);
    await queueAll();
    await sender.settled();
    expect(server.items).toHaveLength(10);
    // No file went twice: the creates the server ran add up to the ten files (items alone would not
    // tell, the server answers a repeated uploadKey with its first item).
    expect(server.filesPerRequest.reduce((a, b) => a + b, 0)).toBe(10);
    // Never more than three at once (the exact peak depends on timing).
    expect(server.maxConcurrent).toBeLessThanOrEqual(3);
    const records = await store.list();
    expect(records.every((r) => r.state === 'sent' && r.serverId !== null)).toBe(true);
    // A sent file's bytes leave IndexedDB.
    expect((await store.get(records[0]!.fileId))?.blob).toBeNull();
    expect(new Set(server.items.map((i) => i.fileName)).size).toBe(10);
  });

  it('never creates a second item when an answer is lost after the server stored the file', async () => {
    // The fake stands for the network dropping the answer, which is outside our control.
    const server = createFakeServer({ latency: tick });
    server.behaviour = (n) => (n <= 6 ? 'lose-answer' : 'ok');
    const { sender, queueAll } = await setup(4, { server });
    await queueAll();
    await sender.settled();
    expect(server.requests).toBeGreaterThan(4);
    expect(server.items).toHaveLength(4);
    expect(new Set(server.items.map((i) => i.uploadKey)).size).toBe(4);
  });

  it('delivers every file exactly once when 30% of requests fail at random', async () => {
    const server = createFakeServer({ latency: tick });
    let seed = 7;
    const failures = ['lose-answer', 'network-down', 'server-error'] as const;
    server.behaviour = () => {
      seed = (seed * 48271) % 2147483647;
      return seed % 10 < 3 ? failures[seed % 3]! : 'ok';
    };
    const { store, sender, queueAll } = await setup(30, { server });
    await queueAll();
    await sender.settled();
    expect(server.items).toHaveLength(30);
    expect(await states(store)).toEqual(Array(30).fill('sent'));
  });

  it('waits between retries with growing, jittered delays', async () => {
    const server = createFakeServer();
    server.behaviour = (n) => (n <= 3 ? 'network-down' : 'ok');
    const { store, sender, clock, queueAll } = await setup(1, { server });
    const start = clock.now();
    await queueAll();
    await sender.settled();
    const [record] = await store.list();
    expect(record?.state).toBe('sent');
    expect(record?.attempts).toBe(3);
    // Three backoffs with ceilings 1 s, 2 s, 4 s: some time passed, never more than 7 s.
    expect(clock.now() - start).toBeGreaterThan(0);
    expect(clock.now() - start).toBeLessThanOrEqual(7_000);
  });

  it('tries a file again later when IndexedDB fails to read its bytes; the rest of its request goes at once', async () => {
    const { store, server, sender, queueAll } = await setup(3);
    const [first, unlucky] = await store.list();
    const file = store.file;
    let failures = 0;
    store.file = (fileId) => (fileId === unlucky!.fileId && failures++ === 0 ? Promise.reject(new DOMException('read failed', 'UnknownError')) : file(fileId));
    await queueAll();
    await sender.settled();
    expect(failures).toBe(2);
    expect(await states(store)).toEqual(['sent', 'sent', 'sent']);
    // The first request carried the two others; the unlucky file went on its own, once.
    expect(server.filesPerRequest).toEqual([2, 1]);
    expect(server.items.map((i) => i.fileName).sort()).toEqual([first!.fileName, unlucky!.fileName, 'Sal_1001_3_112025.pdf'].sort());
    // One failed try, counted as a network error's would be.
    expect((await store.record(unlucky!.fileId))?.attempts).toBe(1);
  });

  it('does not retry a file the server refuses, and keeps its reason', async () => {
    const server = createFakeServer();
    server.behaviour = () => 'bad-input';
    const { store, sender, queueAll } = await setup(1, { server });
    await queueAll();
    await sender.settled();
    expect(server.requests).toBe(1);
    const [listed] = await store.list();
    const record = await store.get(listed!.fileId);
    expect(record).toMatchObject({ state: 'failed', attempts: 1, failure: { code: 'BAD_USER_INPUT', message: 'Employee not found' } });
    expect(record?.blob).not.toBeNull();
  });

  it('sends nothing while offline, says it waits for the network, and sends all once back online', async () => {
    const { server, sender, connectivity, store, queueAll } = await setup(5, { online: false });
    await queueAll();
    await tick();
    await tick();
    expect(sender.status()).toBe('waiting-network');
    expect(server.requests).toBe(0);
    connectivity.reconnect();
    await sender.settled();
    expect(server.items).toHaveLength(5);
    expect(await states(store)).toEqual(Array(5).fill('sent'));
  });

  it('pauses and resumes files; paused files are not sent', async () => {
    // The server answers the first request and holds every later one until the pause has been
    // written, so the pause always comes while files are in flight, however loaded the machine is.
    const { server, release } = firstAnsweredRestHeld();
    const { store, sender, queueAll } = await setup(6, { server, filesPerRequest: 1 });
    const ids = (await store.list()).map((r) => r.fileId);
    await queueAll();
    while (server.items.length < 1 || server.requests < 2) await tick();
    await sender.pauseFiles(ids);
    release();
    await sender.settled();
    // The request answered before the pause is sent; the ones in flight are cut off, and every
    // file not sent waits, paused.
    expect(server.items).toHaveLength(1);
    expect((await states(store)).filter((s) => s === 'paused')).toHaveLength(5);
    expect((await states(store)).filter((s) => s === 'sent')).toHaveLength(1);
    await sender.resumeFiles(ids);
    await sender.settled();
    expect(server.items).toHaveLength(6);
    expect(await states(store)).toEqual(Array(6).fill('sent'));
  });

  it('does not send a file again when the queue is read while its answer waits to be written', async () => {
    // The first answer comes at once, the others are held: a file is paused right after that answer,
    // before the batched write of its state (WRITE_BATCH_DELAY_MS) has reached IndexedDB.
    const { server, release } = firstAnsweredRestHeld();
    const { store, sender, queueAll } = await setup(5, { server, filesPerRequest: 1 });
    const ids = (await store.list()).map((r) => r.fileId);
    await queueAll();
    while (server.items.length < 1) await tick();
    await sender.pauseFiles([ids[4]!]);
    release();
    await sender.resumeFiles([ids[4]!]);
    await sender.settled();
    expect(await states(store)).toEqual(Array(5).fill('sent'));
    // One request a file: none went out twice.
    expect(server.requests).toBe(5);
  });

  it('does not send a file paused in another tab while its bytes were read ahead of its turn', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const server = createFakeServer({ latency: () => gate });
    const dbName = freshDbName();
    const tab = await setup(6, { server, dbName, filesPerRequest: 1 });
    const otherTab = await setup(0, { server, dbName });
    const ids = (await tab.store.list()).map((r) => r.fileId);
    await tab.queueAll();
    // Three requests are held at the server; the next three files' bytes are read meanwhile.
    while (server.requests < 3) await tick();
    await otherTab.sender.pauseFiles([ids[3]!]);
    // The sending tab hears of the pause (BroadcastChannel) before the held requests are answered.
    while ((await tab.store.record(ids[3]!))?.state !== 'paused') await tick();
    release();
    await tab.sender.settled();
    expect(server.items.map((i) => i.fileName).sort()).toEqual(
      [0, 1, 2, 4, 5].map((i) => `Sal_1001_${i + 1}_112025.pdf`).sort(),
    );
    expect(await states(tab.store)).toEqual(['sent', 'sent', 'sent', 'paused', 'sent', 'sent']);
  });

  it('keeps files queued when the session has expired, and sends them after signing in again', async () => {
    const { store, server, sender, signOut, signIn, queueAll } = await setup(3);
    signOut();
    await queueAll();
    await sender.settled();
    expect(sender.status()).toBe('unauthenticated');
    expect(await states(store)).toEqual(['queued', 'queued', 'queued']);
    signIn();
    sender.start();
    await sender.settled();
    expect(server.items).toHaveLength(3);
  });

  it('after a crash mid-send, sends the interrupted file again under the same key (no duplicate)', async () => {
    const server = createFakeServer();
    server.behaviour = (n) => (n === 1 ? 'lose-answer' : 'ok');
    const dbName = freshDbName();
    const first = await setup(1, { server, dbName });
    const [record] = await first.store.list();
    // The page died with the record marked 'sending', after the server stored the file.
    await first.store.putMany([{ ...record!, state: 'sending' }]);
    // That first request reached the server; its answer was lost with the page.
    await server.fetch('/api/graphql', await requestFor(record!)).catch(() => undefined);
    const second = await setup(0, { server, dbName });
    second.sender.start();
    await second.sender.settled();
    expect(server.items).toHaveLength(1);
    expect(await states(second.store)).toEqual(['sent']);
  });

  it('sends small files four to a request and a file over 1 MiB in a request of its own', async () => {
    const big = new File([`%PDF-1.4\n${'x'.repeat(1024 * 1024)}\n%%EOF`], 'Sal_1001_9_112025.pdf', { type: 'application/pdf', lastModified: 1_700_000_000_000 });
    const small = Array.from({ length: 8 }, (_, i) => pdfFile(`Sal_1001_${i + 1}_112025.pdf`));
    const { store, server, sender, queueAll } = await setup(0, { files: [...small.slice(0, 2), big, ...small.slice(2)] });
    await queueAll();
    await sender.settled();
    expect(await states(store)).toEqual(Array(9).fill('sent'));
    expect(server.items).toHaveLength(9);
    // The two small files before the big one went together, the big one alone, then four and two.
    expect(server.filesPerRequest).toEqual([2, 1, 4, 2]);
    expect(server.items.find((i) => i.fileName === big.name)?.bytes).toBe(await big.text());
  });

  it('fails only the file the server refuses in a request of several; the others are sent and it is not tried again', async () => {
    const server = createFakeServer({ latency: tick });
    server.refuses = (name) => (name === 'Sal_1001_2_112025.pdf' ? 'Employee not found' : null);
    const { store, sender, queueAll } = await setup(4, { server });
    await queueAll();
    await sender.settled();
    const records = await store.list();
    expect(records.map((r) => r.state)).toEqual(['sent', 'failed', 'sent', 'sent']);
    expect(records[1]!.failure).toEqual({ code: 'BAD_USER_INPUT', message: 'Employee not found' });
    expect(server.requests).toBe(1);
    expect(server.items.map((i) => i.fileName).sort()).toEqual(['Sal_1001_1_112025.pdf', 'Sal_1001_3_112025.pdf', 'Sal_1001_4_112025.pdf']);
  });

  it('pausing one file of a request in flight keeps that file back; the others of its request are sent again under their keys', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const server = createFakeServer({ latency: () => gate });
    const { store, sender, queueAll } = await setup(4, { server });
    const ids = (await store.list()).map((r) => r.fileId);
    await queueAll();
    while (server.requests < 1) await tick();
    await sender.pauseFiles([ids[1]!]);
    release();
    await sender.settled();
    expect(await states(store)).toEqual(['sent', 'paused', 'sent', 'sent']);
    // The request of four was cut off before the server created anything; the three went again together.
    expect(server.filesPerRequest).toEqual([3]);
    expect(server.items.map((i) => i.fileName).sort()).toEqual(['Sal_1001_1_112025.pdf', 'Sal_1001_3_112025.pdf', 'Sal_1001_4_112025.pdf']);
  });

  it('lets only one tab send at a time; the other finds nothing left to send', async () => {
    const server = createFakeServer({ latency: tick });
    const lock = sharedLock();
    const dbName = freshDbName();
    const tabA = await setup(9, { server, dbName, lock });
    const tabB = await setup(0, { server, dbName, lock });
    await tabA.queueAll();
    tabB.sender.start();
    await Promise.all([tabA.sender.settled(), tabB.sender.settled()]);
    expect(server.maxConcurrent).toBeLessThanOrEqual(3);
    expect(server.items).toHaveLength(9);
    // No file went out twice: the creates the server ran add up to the nine files.
    expect(server.filesPerRequest.reduce((a, b) => a + b, 0)).toBe(9);
  });
});

async function requestFor(record: Parameters<ReturnType<typeof createUploadTransport>>[0][number]): Promise<RequestInit> {
  let captured: RequestInit = {};
  const capture = createUploadTransport({
    endpoint: '/api/graphql',
    fetch: async (_u, init) => {
      captured = init ?? {};
      return new Response('{}');
    },
    getToken: () => 'tok',
    clock: frozenClock,
    timeoutMs: () => 1,
  });
  await capture([record], new AbortController().signal);
  return captured;
}
