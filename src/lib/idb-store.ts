import { promisifyRequest, type UseStore } from 'idb-keyval';

// idb-keyval's createStore, with the durability of each write chosen. Since Chromium 121 a
// readwrite transaction is 'relaxed' unless asked otherwise: it reports done once the operating
// system holds the data, before it is on disk, so a phone whose battery dies right after "staged"
// could come back without the files. What the user gave (staged files, their edits and removals, a
// message to send) is written 'strict': done means on disk. Bookkeeping that is safe to lose may
// use the 'relaxed' store of the same database (the upload sender's answers: a file whose answer
// was lost is sent again under its upload key, and the server answers with the first item).

export type IdbStores = {
  /** Writes are on disk when their transaction completes. */
  strict: UseStore;
  /** Writes may still be in the operating system's cache when their transaction completes. */
  relaxed: UseStore;
};

/** One connection to `dbName` (created with `storeName` on first use), opened on the first call. */
export function openIdbStores(dbName: string, storeName: string): IdbStores {
  let opening: Promise<IDBDatabase> | undefined;
  const database = () => {
    if (opening) return opening;
    const request = indexedDB.open(dbName);
    request.onupgradeneeded = () => request.result.createObjectStore(storeName);
    opening = promisifyRequest(request);
    opening.then(
      (db) => {
        // Safari may close a connection on its own; the next call opens another.
        db.onclose = () => (opening = undefined);
        // A deletion (the kept documents at sign-out, from any tab) must not wait for this connection.
        db.onversionchange = () => {
          db.close();
          opening = undefined;
        };
      },
      () => (opening = undefined),
    );
    return opening;
  };
  const store =
    (durability: IDBTransactionDurability): UseStore =>
    (mode, callback) =>
      database().then((db) => callback(db.transaction(storeName, mode, { durability }).objectStore(storeName)));
  return { strict: store('strict'), relaxed: store('relaxed') };
}
