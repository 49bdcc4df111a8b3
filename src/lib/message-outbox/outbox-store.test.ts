import { freshDbName } from '@/testing/upload-queue-support';
import { describe, expect, it } from 'vitest';
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
});
