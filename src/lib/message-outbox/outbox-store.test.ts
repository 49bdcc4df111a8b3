import { set } from 'idb-keyval';
import { freshDbName } from '@/testing/upload-queue-support';
import { describe, expect, it } from 'vitest';
import { openIdbStores } from '../idb-store';
import { watchWriteDurability } from '@/testing/write-durability';
import { createOutboxStore } from './outbox-store';
import type { OutboxMessage } from './types';

const message = (owner: string, uploadKey: string): OutboxMessage => ({ uploadKey, owner, employeeId: 'e1', body: 'Bonjour', attachment: null, createdAt: 1, state: 'queued', failure: null });

describe('message outbox store', () => {
  it("keeps a waiting message on disk for its author only, across a reload", async () => {
    const dbName = freshDbName();
    const watch = watchWriteDurability();
    try {
      await createOutboxStore('u1', dbName).put(message('u1', 'k1'));
      // Done means on disk: Chromium's default would report it done while still in the system's cache.
      expect(watch.seen.map((w) => w.durability)).toEqual(['strict']);
    } finally {
      watch.restore();
    }
    expect((await createOutboxStore('u1', dbName).list()).map((m) => m.body)).toEqual(['Bonjour']);
    expect(await createOutboxStore('u2', dbName).list()).toEqual([]);
  });

  it('reads back a refusal stored by the portal before codes were kept (a plain string) as the code or message it was', async () => {
    const dbName = freshDbName();
    const old = openIdbStores(dbName, 'messages').strict;
    // What the previous send-message.ts wrote: the API's message, else its bare code, else spec §8's status text.
    const oldFailures = { k1: 'A message needs a text or an attachment', k2: 'BAD_USER_INPUT', k3: 'Response not successful: Received status code 413' };
    for (const [uploadKey, failure] of Object.entries(oldFailures)) {
      await set(['u1', uploadKey], { ...message('u1', uploadKey), state: 'failed', failure }, old);
    }
    const store = createOutboxStore('u1', dbName);
    expect((await store.list()).map((m) => [m.uploadKey, m.state, m.failure])).toEqual([
      ['k1', 'failed', { code: null, message: 'A message needs a text or an attachment' }],
      ['k2', 'failed', { code: 'BAD_USER_INPUT', message: null }],
      ['k3', 'failed', { code: 'http-413', message: null }],
    ]);
    expect((await store.get('k2'))?.failure).toEqual({ code: 'BAD_USER_INPUT', message: null });
  });
});
