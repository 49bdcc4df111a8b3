import { createStore } from 'idb-keyval';
import { localEditJournal } from './pending-edits';
import { ownerRange, uploadChannelName, UPLOAD_DB_NAME, UPLOAD_RECORD_SCHEMA_VERSION, UPLOAD_STORE_NAME } from './storage-keys';

// Whether the upload queue has anything to do for a user on this device, found without loading the
// queue: the signed-in layout loads it (and the upload kinds it needs, 14 KB of gzipped JavaScript
// that every page loaded first, bench:size) only when it has. Imported on its own, not through the
// barrel, so that it stays small.

/**
 * True while a file of this user is not on the server yet or an edit of one is not saved yet. A
 * store that cannot be read says true: the queue, once loaded, reports the failure to the user.
 */
export async function hasQueuedWork(owner: string, dbName: string = UPLOAD_DB_NAME): Promise<boolean> {
  if (localEditJournal(owner).pending().length > 0) return true;
  try {
    // idb-keyval's store, as the queue's own: it makes the database as the queue expects to find it.
    const records = createStore(dbName, UPLOAD_STORE_NAME);
    return await records('readonly', (store) => {
      const found = firstUnsent(store.openCursor(ownerRange(owner)));
      // A connection of its own, closed once read: the queue opens its own when it loads.
      void found.finally(() => store.transaction.db.close()).catch(() => undefined);
      return found;
    });
  } catch {
    return true;
  }
}

/** Walks the user's records until one is not sent; the records hold no bytes, so this stays cheap. */
function firstUnsent(request: IDBRequest<IDBCursorWithValue | null>): Promise<boolean> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => {
      const cursor = request.result;
      if (!cursor) return resolve(false);
      const { state, schemaVersion } = (cursor.value ?? {}) as { state?: unknown; schemaVersion?: unknown };
      // A record of another version is ignored by the queue, so it is no work for it either.
      if (schemaVersion === UPLOAD_RECORD_SCHEMA_VERSION && state !== 'sent') return resolve(true);
      cursor.continue();
    };
    request.onerror = () => reject(request.error ?? new Error('IndexedDB cursor failed'));
  });
}

/** Calls `listener` when another tab changes this user's staged files (upload-store.ts tells them). */
export function watchQueuedWork(owner: string, listener: () => void, dbName: string = UPLOAD_DB_NAME): () => void {
  if (typeof BroadcastChannel !== 'function') return () => undefined;
  const channel = new BroadcastChannel(uploadChannelName(dbName));
  channel.addEventListener('message', (event: MessageEvent<unknown>) => {
    if ((event.data as { owner?: unknown } | null)?.owner === owner) listener();
  });
  return () => channel.close();
}
