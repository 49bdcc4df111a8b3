import { describe, expect, it } from 'vitest';
import { createMessageOutbox } from './message-outbox';
import type { OutboxStore } from './outbox-store';
import type { OutboxMessage, SendResult } from './types';

function memoryStore(): OutboxStore {
  const rows = new Map<string, OutboxMessage>();
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((l) => l());
  return {
    list: async () => [...rows.values()].sort((a, b) => a.createdAt - b.createdAt),
    put: async (m) => {
      rows.set(m.uploadKey, m);
      changed();
    },
    get: async (key) => rows.get(key) ?? null,
    remove: async (key) => {
      rows.delete(key);
      changed();
    },
    subscribe: (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    close: () => undefined,
  };
}

function setup(answers: SendResult[]) {
  const store = memoryStore();
  const calls: { key: string; body: string }[] = [];
  let online = false;
  let key = 0;
  const outbox = createMessageOutbox({
    owner: 'u1',
    store,
    send: async (m) => {
      calls.push({ key: m.uploadKey, body: m.body });
      return answers.shift() ?? { kind: 'sent' };
    },
    newKey: () => `key-${++key}`,
    now: () => 1000,
    isOnline: () => online,
    exclusive: (task) => task(),
    retryDelay: () => 0,
  });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
  return { store, calls, outbox, goOnline: () => (online = true), settle };
}

const text = (body: string) => ({ employeeId: 'e1', body, attachment: null });

describe('message outbox', () => {
  it('keeps offline messages, then sends them in order, each once, when back online', async () => {
    const { store, calls, outbox, goOnline, settle } = setup([]);
    await outbox.add(text('first'));
    await outbox.add(text('second'));
    await settle();
    expect(calls).toEqual([]);
    expect((await store.list()).map((m) => m.body)).toEqual(['first', 'second']);
    goOnline();
    outbox.start();
    outbox.start();
    await settle();
    expect(calls).toEqual([
      { key: 'key-1', body: 'first' },
      { key: 'key-2', body: 'second' },
    ]);
    expect(await store.list()).toEqual([]);
  });

  it('retries a failed send with the same key before anything written later', async () => {
    const { calls, outbox, goOnline, settle } = setup([{ kind: 'retry' }]);
    goOnline();
    await outbox.add(text('first'));
    await outbox.add(text('second'));
    await settle();
    expect(calls.map((c) => c.key)).toEqual(['key-1', 'key-1', 'key-2']);
  });

  it('keeps a refused message with the API\'s code and message and sends the rest', async () => {
    const { store, calls, outbox, goOnline, settle } = setup([{ kind: 'failed', failure: { code: 'BAD_USER_INPUT', message: 'A message needs a text or an attachment' } }]);
    goOnline();
    await outbox.add(text('refused'));
    await outbox.add(text('next'));
    await settle();
    expect(calls.map((c) => c.body)).toEqual(['refused', 'next']);
    expect(await store.list()).toMatchObject([{ body: 'refused', state: 'failed', failure: { code: 'BAD_USER_INPUT', message: 'A message needs a text or an attachment' } }]);
    await outbox.retry('key-1');
    await settle();
    expect(await store.list()).toEqual([]);
    expect(calls.map((c) => c.key)).toEqual(['key-1', 'key-2', 'key-1']);
  });

  it('waits for a sign-in without dropping the message', async () => {
    const { store, calls, outbox, goOnline, settle } = setup([{ kind: 'unauthenticated' }]);
    goOnline();
    await outbox.add(text('hello'));
    await settle();
    expect((await store.list()).map((m) => m.state)).toEqual(['queued']);
    outbox.start();
    await settle();
    expect(calls.map((c) => c.key)).toEqual(['key-1', 'key-1']);
    expect(await store.list()).toEqual([]);
  });
});
