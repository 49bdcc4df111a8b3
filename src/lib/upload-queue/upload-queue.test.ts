import { freshDbName, frozenClock, pdfFile } from '@/testing/upload-queue-support';
import { describe, expect, it, vi } from 'vitest';
import { createFakeServer } from '@/testing/fake-upload-server';
import { watchWriteDurability } from '@/testing/write-durability';
import { createUploadTransport } from './send-upload';
import { createUploadSender } from './upload-sender';
import { localEditJournal } from './pending-edits';
import { createUploadStore, type UploadStore } from './upload-store';
import { createQueueFacade } from './upload-queue';

function setup() {
  const store = createUploadStore({ owner: 'u1', dbName: freshDbName() });
  const server = createFakeServer();
  const send = createUploadTransport({ endpoint: '/api/graphql', fetch: server.fetch, getToken: () => 'tok', clock: frozenClock, timeoutMs: () => 60_000 });
  const connectivity = { isOnline: () => true, waitForWakeUp: async () => {} };
  const sender = createUploadSender({ store, send, clock: frozenClock, random: () => 0.5, connectivity, runExclusive: (task) => task() });
  let key = 0;
  const queue = createQueueFacade(store, sender, { clock: frozenClock, storage: null, newKey: () => `key-${++key}` });
  return { queue, server };
}

const slip = () => ({ data: { type: 'slip' as const, date: '2025-11-01', employee: 'e1' }, lockedFields: [] });

describe('upload queue', () => {
  it('keeps the name of the payroll a slip was cut from across a reload, and a slip staged without one stays valid', async () => {
    const owner = 'u1';
    const dbName = freshDbName();
    const open = (store: UploadStore) => {
      const send = createUploadTransport({ endpoint: '/api/graphql', fetch: createFakeServer().fetch, getToken: () => 'tok', clock: frozenClock, timeoutMs: () => 60_000 });
      const connectivity = { isOnline: () => true, waitForWakeUp: async () => {} };
      const sender = createUploadSender({ store, send, clock: frozenClock, random: () => 0.5, connectivity, runExclusive: (task) => task() });
      return createQueueFacade(store, sender, { clock: frozenClock, storage: null, newKey: () => crypto.randomUUID() });
    };
    const queue = open(createUploadStore({ owner, dbName }));
    await queue.stage('salary', 'b1', [pdfFile('Sal_1001_12_112025.pdf')], () => ({
      data: { type: 'slip', date: '2025-11-01', employee: 'e1', sourceFileName: 'Paie_11_2025.pdf' },
      lockedFields: ['type', 'date', 'employee', 'sourceFileName'],
    }));
    await queue.stage('salary', 'b2', [pdfFile('Sal_1001_13_112025.pdf')], slip);
    await queue.close();
    const reopened = open(createUploadStore({ owner, dbName }));
    const byName = new Map((await reopened.list()).map((r) => [r.fileName, r.data]));
    expect(byName.get('Sal_1001_12_112025.pdf')).toMatchObject({ sourceFileName: 'Paie_11_2025.pdf' });
    expect(byName.get('Sal_1001_13_112025.pdf')).toEqual({ type: 'slip', date: '2025-11-01', employee: 'e1' });
    await reopened.close();
  });

  describe('an edit the page went away before saving', () => {
    const connectivity = { isOnline: () => true, waitForWakeUp: async () => {} };
    const open = (store: UploadStore) => {
      const send = createUploadTransport({ endpoint: '/api/graphql', fetch: createFakeServer().fetch, getToken: () => 'tok', clock: frozenClock, timeoutMs: () => 60_000 });
      const sender = createUploadSender({ store, send, clock: frozenClock, random: () => 0.5, connectivity, runExclusive: (task) => task() });
      return createQueueFacade(store, sender, { clock: frozenClock, storage: null, newKey: () => crypto.randomUUID() });
    };
    /** A staged identity card without expiry date, and a tab torn down while it saved one (its write never ends). */
    async function tornDownEdit(owner: string, dbName: string, expirationDate: string) {
      const queue = open(createUploadStore({ owner, dbName }));
      await queue.stage('hrDocument', 'b1', [pdfFile('card.jpg')], () => ({ data: { employee: 'e1', type: 't1', expirationDate: null, replaces: null }, lockedFields: [] }));
      const [card] = await queue.list();
      const store = createUploadStore({ owner, dbName });
      const tornDown = open({ ...store, modifyMany: () => new Promise(() => {}) });
      void tornDown.editData([card!.fileId], 'hrDocument', { expirationDate });
      return { queue, card: card!, stores: [store] };
    }

    it('is applied when the queue opens again', async () => {
      const owner = `left-edit-${freshDbName()}`;
      const dbName = freshDbName();
      const { queue, stores } = await tornDownEdit(owner, dbName, '2031-05-31');
      const reopened = open(createUploadStore({ owner, dbName }));
      expect((await reopened.list())[0]!.data).toMatchObject({ expirationDate: '2031-05-31' });
      expect(localEditJournal(owner).pending()).toEqual([]);
      await Promise.all([queue.close(), reopened.close()]);
      stores.forEach((store) => store.close());
    });

    it('does not overwrite the same field saved later in a tab that was already open', async () => {
      const owner = `left-edit-${freshDbName()}`;
      const dbName = freshDbName();
      const { queue, card, stores } = await tornDownEdit(owner, dbName, '2031-05-31');
      await queue.editData([card.fileId], 'hrDocument', { expirationDate: '2032-01-31' });
      const reopened = open(createUploadStore({ owner, dbName }));
      expect((await reopened.list())[0]!.data).toMatchObject({ expirationDate: '2032-01-31' });
      await Promise.all([queue.close(), reopened.close()]);
      stores.forEach((store) => store.close());
    });
  });

  it('sends queued files, tells subscribers, and clears only the sent files of the kind asked', async () => {
    const { queue, server } = setup();
    await queue.stage('salary', 'b1', [pdfFile('a.pdf'), pdfFile('b.pdf')], slip);
    await queue.stage('salaryControl', 'b2', [pdfFile('1001_112025.pdf')], () => ({ data: { company: 'c1', date: '2025-11-01', feedbackFg: '' }, lockedFields: [] }));
    let notified = 0;
    const off = queue.subscribe(() => (notified += 1));
    const [a, b] = (await queue.list()).filter((r) => r.kind === 'salary');
    await queue.queue([a!.fileId]);
    await queue.remove([b!.fileId]);
    await vi.waitFor(async () => expect((await queue.list()).find((r) => r.fileId === a!.fileId)?.state).toBe('sent'));
    expect(server.items.map((i) => i.fileName)).toEqual(['a.pdf']);
    expect(notified).toBeGreaterThan(0);
    await queue.clearSent('salary');
    expect((await queue.list()).map((r) => r.fileName)).toEqual(['1001_112025.pdf']);
    off();
    await queue.close();
  });

  it("writes what the user gives so that it is on disk when done; only the sender's answers may wait in the system's cache", async () => {
    // Chromium's default since 121 is 'relaxed': done before the data is on disk.
    const watch = watchWriteDurability();
    const writes = watch.seen;
    try {
      const { queue, server } = setup();
      await queue.stage('salary', 'b1', [pdfFile('a.pdf'), pdfFile('b.pdf')], slip);
      const [a, b] = await queue.list();
      await queue.editData([a!.fileId], 'salary', { date: '2025-12-01' });
      await queue.confirmDuplicate(a!.fileId);
      await queue.remove([b!.fileId]);
      await queue.queue([a!.fileId]);
      const given = writes.splice(0);
      // The bytes and records staged, the edit, the confirmation, the removal (record and bytes), the queueing.
      expect(new Set(given.map((w) => w.stores))).toEqual(new Set(['files', 'staged-uploads']));
      expect(given.length).toBeGreaterThanOrEqual(7);
      expect(given.filter((w) => w.durability !== 'strict')).toEqual([]);
      await vi.waitFor(async () => expect((await queue.list())[0]?.state).toBe('sent'));
      expect(server.items.map((i) => i.fileName)).toEqual(['a.pdf']);
      // Its start and its answer, and the deletion of its bytes once sent: sent again under the same
      // upload key if a power cut undoes them.
      expect(writes.length).toBeGreaterThan(0);
      expect(writes.filter((w) => w.durability !== 'relaxed')).toEqual([]);
      await queue.close();
    } finally {
      watch.restore();
    }
  });

  it('edits several files in one write: unlocked fields change, locked ones and other kinds stay, confirmations are dropped', async () => {
    const { queue } = setup();
    await queue.stage('salary', 'b1', [pdfFile('a.pdf'), pdfFile('b.pdf')], (file) => ({
      data: { type: 'slip', date: '2025-11-01', employee: 'e1' },
      lockedFields: file.name === 'b.pdf' ? ['employee'] : [],
    }));
    await queue.stage('salaryControl', 'b2', [pdfFile('1001_112025.pdf')], () => ({ data: { company: 'c1', date: '2025-11-01', feedbackFg: '' }, lockedFields: [] }));
    const records = await queue.list();
    const a = records.find((r) => r.fileName === 'a.pdf');
    await queue.confirmDuplicate(a!.fileId);
    let notified = 0;
    const off = queue.subscribe(() => (notified += 1));
    await queue.editData(records.map((r) => r.fileId), 'salary', { employee: 'e2', date: '2025-12-01' });
    off();
    const after = new Map((await queue.list()).map((r) => [r.fileName, r]));
    expect(after.get('a.pdf')).toMatchObject({ data: { employee: 'e2', date: '2025-12-01' }, duplicateConfirmed: false });
    expect(after.get('b.pdf')!.data).toMatchObject({ employee: 'e1', date: '2025-12-01' });
    expect(after.get('1001_112025.pdf')!.data).toEqual({ company: 'c1', date: '2025-11-01', feedbackFg: '' });
    expect(notified).toBe(1);
    await queue.close();
  });
});
