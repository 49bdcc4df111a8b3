import { createStore, promisifyRequest, type UseStore } from 'idb-keyval';
import { toQueueError } from './errors';
import { parseUploadRecord } from './record-schema';
import { UPLOAD_CHANNEL, UPLOAD_DB_NAME, UPLOAD_STORE_NAME } from './storage-keys';
import type { UploadRecord } from './types';

// The only module that touches the upload queue's IndexedDB store. Keys are [owner, fileId], so one
// user's records are read with a key range that cannot reach another user's.

export type UploadStore = {
  readonly owner: string;
  list(): Promise<UploadRecord[]>;
  get(fileId: string): Promise<UploadRecord | null>;
  putMany(records: readonly UploadRecord[]): Promise<void>;
  /** Atomic read-modify-write; `change` returns the new record, or null to leave it as is. */
  modify(fileId: string, change: (record: UploadRecord) => UploadRecord | null): Promise<UploadRecord | null>;
  removeMany(fileIds: readonly string[]): Promise<void>;
  /** Called after every write made here or (through BroadcastChannel) in another tab. */
  subscribe(listener: () => void): () => void;
  close(): void;
};

export type UploadStoreOptions = { owner: string; dbName?: string; storeName?: string };

const WRITE_CHUNK = 100;

function ownerRange(owner: string): IDBKeyRange {
  // Arrays sort after strings in IndexedDB, so [owner, []] is above every [owner, fileId].
  return IDBKeyRange.bound([owner], [owner, []]);
}

async function write<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw toQueueError(error);
  }
}

export function createUploadStore({ owner, dbName = UPLOAD_DB_NAME, storeName = UPLOAD_STORE_NAME }: UploadStoreOptions): UploadStore {
  const idb: UseStore = createStore(dbName, storeName);
  const listeners = new Set<() => void>();
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(`${UPLOAD_CHANNEL}:${dbName}`) : null;
  const notifyLocal = () => listeners.forEach((listener) => listener());
  const changed = () => {
    notifyLocal();
    channel?.postMessage({ owner });
  };
  channel?.addEventListener('message', notifyLocal);

  const key = (fileId: string): IDBValidKey => [owner, fileId];
  const own = (value: unknown) => {
    const record = parseUploadRecord(value);
    return record !== null && record.owner === owner ? record : null;
  };

  return {
    owner,
    async list() {
      const values = await write(() => idb('readonly', (s) => promisifyRequest(s.getAll(ownerRange(owner)))));
      return values.map(own).filter((r): r is UploadRecord => r !== null).sort((a, b) => a.createdAt - b.createdAt);
    },
    async get(fileId) {
      return own(await write(() => idb('readonly', (s) => promisifyRequest(s.get(key(fileId))))));
    },
    async putMany(records) {
      // Chunked so a 1,000-file batch never holds one long transaction (and one long task).
      for (let i = 0; i < records.length; i += WRITE_CHUNK) {
        const chunk = records.slice(i, i + WRITE_CHUNK);
        await write(() =>
          idb('readwrite', (s) => {
            for (const record of chunk) s.put({ ...record, owner }, key(record.fileId));
            return promisifyRequest(s.transaction);
          }),
        );
      }
      if (records.length > 0) changed();
    },
    async modify(fileId, change) {
      let result: UploadRecord | null = null;
      let failure: { error: unknown } | null = null;
      await write(() =>
        idb('readwrite', (s) => {
          const request = s.get(key(fileId));
          request.onsuccess = () => {
            // Caught here: an exception thrown in an IDB event handler would only abort the
            // transaction, and the caller would never see its own error.
            try {
              const current = own(request.result);
              const next = current ? change(current) : null;
              if (next) s.put(next, key(fileId));
              result = next ?? current;
            } catch (error) {
              failure = { error };
            }
          };
          return promisifyRequest(s.transaction);
        }),
      );
      if (failure !== null) throw (failure as { error: unknown }).error;
      changed();
      return result;
    },
    async removeMany(fileIds) {
      await write(() =>
        idb('readwrite', (s) => {
          for (const fileId of fileIds) s.delete(key(fileId));
          return promisifyRequest(s.transaction);
        }),
      );
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
