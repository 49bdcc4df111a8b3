import { promisifyRequest } from 'idb-keyval';
import { openIdbStores } from '../idb-store';
import { toQueueError } from './errors';
import { isBlobLike, parseUploadRecord } from './record-schema';
import { ownerRange, uploadChannelName, UPLOAD_DB_NAME, UPLOAD_FILES_DB_NAME, UPLOAD_FILES_STORE_NAME, UPLOAD_STORE_NAME } from './storage-keys';
import type { UploadRecord } from './types';

// The only module that writes the upload queue's IndexedDB stores (queued-work.ts only reads whether
// there is work, without loading the queue): records (metadata) and files (bytes), both keyed [owner, fileId], so one user's entries are read with a key range that cannot
// reach another user's.

export type UploadStore = {
  readonly owner: string;
  /** The user's records, without their bytes (blob: null). */
  list(): Promise<UploadRecord[]>;
  /** One record without its bytes (blob: null). */
  record(fileId: string): Promise<UploadRecord | null>;
  /** One record with its bytes attached (null bytes once sent, or if they were lost). */
  get(fileId: string): Promise<UploadRecord | null>;
  /** Just the bytes of one file (null once sent or if lost). */
  file(fileId: string): Promise<Blob | null>;
  /** Stores records and, first, the bytes they carry. */
  putMany(records: readonly UploadRecord[]): Promise<void>;
  /**
   * Atomic read-modify-write of a record; `change` returns the new record, or null to leave it as is.
   * A record turning 'sent' loses its bytes. Done means on disk, unless `durability` is 'relaxed'.
   */
  modify(fileId: string, change: (record: UploadRecord) => UploadRecord | null, durability?: Durability): Promise<UploadRecord | null>;
  /**
   * Several read-modify-writes in one transaction, applied in order (one file may appear more than
   * once); the result of each change comes back in the same position. Files turning 'sent' lose their bytes.
   */
  modifyMany(changes: readonly Change[], durability?: Durability): Promise<(UploadRecord | null)[]>;
  removeMany(fileIds: readonly string[]): Promise<void>;
  /** Called after every write made here or (through BroadcastChannel) in another tab. */
  subscribe(listener: () => void): () => void;
  close(): void;
};

export type Change = { fileId: string; change: (record: UploadRecord) => UploadRecord | null };

/**
 * 'strict' (the default) for what the user gave, 'relaxed' for the sender's bookkeeping, which a
 * power cut may undo harmlessly (idb-store.ts).
 */
export type Durability = 'strict' | 'relaxed';

export type UploadStoreOptions = { owner: string; dbName?: string; storeName?: string; filesDbName?: string };

const WRITE_CHUNK = 50;

async function write<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw toQueueError(error);
  }
}

export function createUploadStore(options: UploadStoreOptions): UploadStore {
  const { owner, dbName = UPLOAD_DB_NAME, storeName = UPLOAD_STORE_NAME } = options;
  const recordStores = openIdbStores(dbName, storeName);
  const fileStores = openIdbStores(options.filesDbName ?? `${UPLOAD_FILES_DB_NAME}${dbName === UPLOAD_DB_NAME ? '' : `:${dbName}`}`, UPLOAD_FILES_STORE_NAME);
  const records = recordStores.strict;
  const files = fileStores.strict;
  const listeners = new Set<() => void>();
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(uploadChannelName(dbName)) : null;
  const notifyLocal = () => listeners.forEach((listener) => listener());
  const changed = () => {
    notifyLocal();
    channel?.postMessage({ owner });
  };
  // The owner's records as last read or written here. The screens list them twice a second while
  // the sender writes every few milliseconds: reading them all from IndexedDB each time queued the
  // sender's own reads and writes behind it (bench:uploads). Another tab's or the service worker's
  // write drops the copy, and the next list() reads IndexedDB again.
  const cache = createRecordCache();
  channel?.addEventListener('message', () => {
    cache.drop();
    notifyLocal();
  });

  const key = (fileId: string): IDBValidKey => [owner, fileId];
  const own = (value: unknown) => {
    const record = parseUploadRecord(value);
    return record !== null && record.owner === owner ? record : null;
  };
  const readFile = async (fileId: string) => {
    const blob: unknown = await write(() => files('readonly', (s) => promisifyRequest(s.get(key(fileId)))));
    return isBlobLike(blob) ? blob : null;
  };
  const readRecord = async (fileId: string) => {
    const held = cache.get(fileId);
    if (held !== undefined) return held;
    return own(await write(() => records('readonly', (s) => promisifyRequest(s.get(key(fileId))))));
  };
  const deleteFiles = (fileIds: readonly string[], durability: Durability = 'strict') =>
    write(() =>
      fileStores[durability]('readwrite', (s) => {
        for (const fileId of fileIds) s.delete(key(fileId));
        return promisifyRequest(s.transaction);
      }),
    );

  return {
    owner,
    async list() {
      const held = cache.list();
      if (held) return held;
      const version = cache.version();
      const values = await write(() => records('readonly', (s) => promisifyRequest(s.getAll(ownerRange(owner)))));
      const list = values.map(own).filter((r): r is UploadRecord => r !== null);
      cache.fill(version, list);
      return list.sort((a, b) => a.createdAt - b.createdAt);
    },
    record: readRecord,
    async get(fileId) {
      const [record, blob] = await Promise.all([readRecord(fileId), readFile(fileId)]);
      if (record === null || record.state === 'sent') return record;
      return { ...record, blob };
    },
    file: readFile,
    async putMany(list) {
      // Chunked so a 1,000-file batch never holds one long transaction (and one long task). Bytes
      // first: a crash in between leaves unused bytes, never a record without its file.
      for (let i = 0; i < list.length; i += WRITE_CHUNK) {
        const chunk = list.slice(i, i + WRITE_CHUNK);
        await write(() =>
          files('readwrite', (s) => {
            for (const record of chunk) if (record.blob) s.put(record.blob, key(record.fileId));
            return promisifyRequest(s.transaction);
          }),
        );
        await write(() =>
          records('readwrite', (s) => {
            for (const record of chunk) s.put({ ...record, owner, blob: null }, key(record.fileId));
            return promisifyRequest(s.transaction);
          }),
        );
        cache.set(chunk.map((record) => ({ ...record, owner, blob: null })));
      }
      if (list.length > 0) changed();
    },
    async modify(fileId, change, durability = 'strict') {
      let result: UploadRecord | null = null;
      let failure: { error: unknown } | null = null;
      await write(() =>
        recordStores[durability]('readwrite', (s) => {
          const request = s.get(key(fileId));
          request.onsuccess = () => {
            // Caught here: an exception thrown in an IDB event handler would only abort the
            // transaction, and the caller would never see its own error.
            try {
              const current = own(request.result);
              const next = current ? change(current) : null;
              if (next) s.put({ ...next, blob: null }, key(fileId));
              result = next ? { ...next, blob: null } : current;
            } catch (error) {
              failure = { error };
            }
          };
          return promisifyRequest(s.transaction);
        }),
      );
      if (failure !== null) throw (failure as { error: unknown }).error;
      if (result) cache.set([result]);
      if ((result as UploadRecord | null)?.state === 'sent') await deleteFiles([fileId], durability);
      changed();
      return result;
    },
    async modifyMany(changes, durability = 'strict') {
      const results: (UploadRecord | null)[] = changes.map(() => null);
      let failure: { error: unknown } | null = null;
      const byFile = new Map<string, number[]>();
      changes.forEach((c, i) => byFile.set(c.fileId, [...(byFile.get(c.fileId) ?? []), i]));
      const written = write(() =>
        recordStores[durability]('readwrite', (s) => {
          for (const [fileId, positions] of byFile) {
            const request = s.get(key(fileId));
            request.onsuccess = () => {
              // A change that throws aborts the transaction, so none of the batch is written.
              try {
                let current = own(request.result);
                let changed = false;
                for (const i of positions) {
                  const next = current ? changes[i]!.change(current) : null;
                  if (next) {
                    current = { ...next, blob: null };
                    changed = true;
                  }
                  results[i] = current;
                }
                if (changed && current) s.put(current, key(fileId));
              } catch (error) {
                failure ??= { error };
                s.transaction.abort();
              }
            };
          }
          return promisifyRequest(s.transaction);
        }),
      );
      // After an abort, the caller's own error, not IndexedDB's AbortError.
      await written.catch((error: unknown) => {
        if (failure === null) throw error;
      });
      if (failure !== null) throw (failure as { error: unknown }).error;
      cache.set([...byFile.values()].map((positions) => results[positions.at(-1)!]).filter((r): r is UploadRecord => r != null));
      const sent = [...byFile.keys()].filter((fileId) => results[byFile.get(fileId)!.at(-1)!]?.state === 'sent');
      if (sent.length > 0) await deleteFiles(sent, durability);
      if (changes.length > 0) changed();
      return results;
    },
    async removeMany(fileIds) {
      await write(() =>
        records('readwrite', (s) => {
          for (const fileId of fileIds) s.delete(key(fileId));
          return promisifyRequest(s.transaction);
        }),
      );
      cache.remove(fileIds);
      await deleteFiles(fileIds);
      changed();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      cache.drop();
      channel?.close();
      listeners.clear();
    },
  };
}

/**
 * The copy of one owner's records kept by a store. `fill` installs what a read found only if nothing
 * was written or dropped since the read began (`version`): the read may not have seen that write.
 */
function createRecordCache() {
  let held: Map<string, UploadRecord> | null = null;
  let version = 0;
  return {
    version: () => version,
    /** undefined when no copy is held (read IndexedDB), null when the copy says there is no such record. */
    get: (fileId: string) => (held ? (held.get(fileId) ?? null) : undefined),
    list: () => (held ? [...held.values()].sort((a, b) => a.createdAt - b.createdAt) : null),
    fill(readAt: number, list: readonly UploadRecord[]) {
      if (readAt === version) held = new Map(list.map((record) => [record.fileId, record]));
    },
    set(list: readonly UploadRecord[]) {
      version += 1;
      for (const record of list) held?.set(record.fileId, record);
    },
    remove(fileIds: readonly string[]) {
      version += 1;
      for (const fileId of fileIds) held?.delete(fileId);
    },
    drop() {
      version += 1;
      held = null;
    },
  };
}
