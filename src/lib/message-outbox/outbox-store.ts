import { del, get, set, values, type UseStore } from 'idb-keyval';
import { openIdbStores } from '../idb-store';
import { readStoredFailure } from './failure';
import type { OutboxMessage } from './types';

// The outbox's IndexedDB store. Records are keyed [owner, uploadKey] and read back filtered by
// owner, so one user's messages never reach another's sender on a shared browser. Written with
// strict durability (idb-store.ts): a message the screen shows as waiting to go is on disk.

const DB_NAME = 'portal-message-outbox';
const STORE_NAME = 'messages';
const CHANNEL = 'portal-message-outbox';

export type OutboxStore = {
  list(): Promise<OutboxMessage[]>;
  put(message: OutboxMessage): Promise<void>;
  get(uploadKey: string): Promise<OutboxMessage | null>;
  remove(uploadKey: string): Promise<void>;
  /** Called after every write made here or (through BroadcastChannel) in another tab. */
  subscribe(listener: () => void): () => void;
  close(): void;
};

/** A record as stored: one written by an older version of the portal holds its failure as a plain string. */
type StoredMessage = Omit<OutboxMessage, 'failure'> & { failure: unknown };

const fromStored = (message: StoredMessage): OutboxMessage => ({ ...message, failure: readStoredFailure(message.failure) });

export function createOutboxStore(owner: string, dbName = DB_NAME): OutboxStore {
  const store: UseStore = openIdbStores(dbName, STORE_NAME).strict;
  const listeners = new Set<() => void>();
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(`${CHANNEL}:${dbName}`) : null;
  const notify = () => listeners.forEach((listener) => listener());
  if (channel) channel.onmessage = notify;
  const changed = () => {
    notify();
    channel?.postMessage('changed');
  };
  return {
    async list() {
      const all = (await values<StoredMessage>(store)).filter((message) => message.owner === owner).map(fromStored);
      return all.sort((a, b) => a.createdAt - b.createdAt || a.uploadKey.localeCompare(b.uploadKey));
    },
    async put(message) {
      await set([owner, message.uploadKey], message, store);
      changed();
    },
    async get(uploadKey) {
      const message = await get<StoredMessage>([owner, uploadKey], store);
      return message ? fromStored(message) : null;
    },
    async remove(uploadKey) {
      await del([owner, uploadKey], store);
      changed();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      channel?.close();
      listeners.clear();
    },
  };
}
