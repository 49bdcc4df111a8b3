import '@/lib/api-message-texts';
import { freshDbName, frozenClock, pdfFile } from '@/testing/upload-queue-support';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeServer } from '@/testing/fake-upload-server';
import { TestUi } from '@/testing/test-i18n';
import type { AnyUploadRecord, UploadQueue } from '@/lib/upload-queue';
import { createQueueFacade } from '@/lib/upload-queue/upload-queue';
import { createUploadTransport } from '@/lib/upload-queue/send-upload';
import { createUploadSender } from '@/lib/upload-queue/upload-sender';
import { createUploadStore } from '@/lib/upload-queue/upload-store';
import { FileActions, FileStateBadge } from './file-status';

// Issue #46: an accounting file the API refuses as an invoice already in the company stays staged on
// the device, says which document it repeats, and is sent only when the user says so ("Send anyway").

afterEach(cleanup);

const REFUSAL = 'Duplicate invoice: the same supplier, number and total were already uploaded as "Facture 2025-017.xml" on 2026-11-27T12:00:00.000Z';

function setup() {
  const store = createUploadStore({ owner: 'u1', dbName: freshDbName() });
  const server = createFakeServer();
  // The API's answer: refused unless the create says the user knows (allowDuplicate).
  server.refuses = (_name, data) => (data['allowDuplicate'] === true ? null : { message: REFUSAL, code: 'DUPLICATE_INVOICE' });
  const send = createUploadTransport({ endpoint: '/api/graphql', fetch: server.fetch, getToken: () => 'tok', clock: frozenClock, timeoutMs: () => 60_000 });
  const connectivity = { isOnline: () => true, waitForWakeUp: async () => {} };
  const sender = createUploadSender({ store, send, clock: frozenClock, random: () => 0.5, connectivity, runExclusive: (task) => task() });
  let key = 0;
  const queue = createQueueFacade(store, sender, { clock: frozenClock, storage: null, newKey: () => `key-${++key}` });
  return { queue, server, store };
}

const invoice = () => ({ data: { company: 'c1001', date: '2025-03-14', type: 'purchase_invoice' as const, tag: 'March' }, lockedFields: [] });

function Row({ queue, record }: { queue: UploadQueue; record: AnyUploadRecord }) {
  return (
    <TestUi>
      <FileStateBadge record={record} duplicate={false} />
      <FileActions queue={queue} record={record} duplicate={false} confirmable={false} />
    </TestUi>
  );
}

describe('an accounting file refused as a duplicate invoice', () => {
  it('stays staged with its bytes, names the document it repeats, and is stored only when sent anyway (same key)', async () => {
    const { queue, server, store } = setup();
    await queue.stage('accounting', 'b1', [pdfFile('scan-again.pdf')], invoice);
    const [staged] = await queue.list();
    await queue.queue([staged!.fileId]);
    await vi.waitFor(async () => expect((await queue.list())[0]?.state).toBe('failed'));

    // Never lost: still on the device with its bytes, and nothing on the server.
    const [refused] = await queue.list();
    expect(refused!.failure).toEqual({ code: 'DUPLICATE_INVOICE', message: REFUSAL });
    expect((await store.get(refused!.fileId))?.blob?.size).toBe(staged!.size);
    expect(server.items).toEqual([]);

    render(<Row queue={queue} record={refused!} />);
    expect(screen.getByText('This invoice (same supplier, number and total) is already among the company\'s documents: "Facture 2025-017.xml", uploaded on 27.11.2026.')).toBeTruthy();
    // Retrying would be refused again: the choices are to send it anyway or to remove it.
    expect(screen.queryByRole('button', { name: 'Retry scan-again.pdf' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove scan-again.pdf' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Send anyway: scan-again.pdf' }));
    await vi.waitFor(async () => expect((await queue.list())[0]?.state).toBe('sent'));
    expect(server.items).toHaveLength(1);
    expect(server.items[0]).toMatchObject({ fileName: 'scan-again.pdf', uploadKey: staged!.uploadKey, variables: { data: { allowDuplicate: true, uploadKey: staged!.uploadKey } } });
    await queue.close();
  });

  it('is forgotten when the user removes it, and nothing reaches the server', async () => {
    const { queue, server } = setup();
    await queue.stage('accounting', 'b1', [pdfFile('again.pdf')], invoice);
    const [staged] = await queue.list();
    await queue.queue([staged!.fileId]);
    await vi.waitFor(async () => expect((await queue.list())[0]?.state).toBe('failed'));
    const [refused] = await queue.list();
    render(<Row queue={queue} record={refused!} />);
    fireEvent.click(within(document.body).getByRole('button', { name: 'Remove again.pdf' }));
    await vi.waitFor(async () => expect(await queue.list()).toEqual([]));
    expect(server.items).toEqual([]);
    await queue.close();
  });

  it('a file sent without that choice never says it allows a duplicate', async () => {
    const { queue, server } = setup();
    server.refuses = () => null;
    await queue.stage('accounting', 'b1', [pdfFile('new.pdf')], invoice);
    const [staged] = await queue.list();
    await queue.queue([staged!.fileId]);
    await vi.waitFor(async () => expect((await queue.list())[0]?.state).toBe('sent'));
    expect((server.items[0]?.variables as { data: Record<string, unknown> }).data).not.toHaveProperty('allowDuplicate');
    await queue.close();
  });
});
