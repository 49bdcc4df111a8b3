import { promisifyRequest } from 'idb-keyval';

// Documents opened in the viewer, kept on this device so they open again offline (issue #44): the
// one owner of this IndexedDB database. Records are keyed [owner, file] and read back for their
// owner only, so a shared browser never shows one user's payslip to another; the whole database is
// deleted when a user's data leaves the device (sign-out, a refused session: src/lib/session/
// local-data.ts). IndexedDB rather than the Cache Storage: the same bytes serve the viewer, a
// download and a share, and a record carries its name and owner.
//
// A file is named by its path (/files/<storage key>): a signed link's query (expiry, signature)
// changes every time the list is fetched, the stored file behind it never does.

import { OFFLINE_DOCUMENTS_DB } from './database-name';

export { OFFLINE_DOCUMENTS_DB };
const STORE = 'documents';
const SCHEMA_VERSION = 1;
/** Oldest-read first out past this many: a device keeps what its user reads, not a whole archive. */
export const MAX_KEPT_DOCUMENTS = 40;

export type KeptDocument = { filename: string; bytes: ArrayBuffer; keptAt: number };
type KeptRecord = KeptDocument & { schemaVersion: number; owner: string; file: string };

/** The stable name of a stored file behind a signed link: its path, without the changing query. */
export function fileOf(signedUrl: string): string {
  return new URL(signedUrl, 'http://portal.invalid').pathname;
}

let opening: Promise<IDBDatabase> | null = null;

function database(): Promise<IDBDatabase> {
  if (opening) return opening;
  const request = indexedDB.open(OFFLINE_DOCUMENTS_DB, 1);
  request.onupgradeneeded = () => request.result.createObjectStore(STORE).createIndex('owner', 'owner');
  const opened = promisifyRequest(request).then((db) => {
    // Another tab deleting the database (its user signed out) must not wait for this connection.
    db.onversionchange = () => close(db);
    db.onclose = () => close(db);
    return db;
  });
  opening = opened;
  opened.catch(() => (opening = null));
  return opened;
}

function close(db: IDBDatabase): void {
  db.close();
  if (opening) void opening.then((current) => current === db && (opening = null), () => undefined);
}

async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T> | Promise<T>): Promise<T> {
  const db = await database();
  const transaction = db.transaction(STORE, mode);
  const done = new Promise<void>((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onabort = transaction.onerror = () => reject(transaction.error ?? new Error('The document store refused the change'));
  });
  // Observed at once: a failed `work` must not leave the transaction's own failure unhandled.
  done.catch(() => undefined);
  const result = work(transaction.objectStore(STORE));
  const value = result instanceof IDBRequest ? await promisifyRequest(result) : await result;
  await done;
  return value;
}

/** Checked on the way back in (house rule 5): another version's or a damaged record is no document. */
function parse(value: unknown, owner: string): KeptDocument | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Partial<KeptRecord>;
  if (record.schemaVersion !== SCHEMA_VERSION || record.owner !== owner) return null;
  if (typeof record.filename !== 'string' || !(record.bytes instanceof ArrayBuffer) || typeof record.keptAt !== 'number') return null;
  return { filename: record.filename, bytes: record.bytes, keptAt: record.keptAt };
}

/** The document `owner` opened before under this file, or null. */
export async function readKeptDocument(owner: string, file: string): Promise<KeptDocument | null> {
  return parse(await run('readonly', (store) => store.get([owner, file])), owner);
}

/**
 * Keeps the document for its owner, dropping their oldest ones past MAX_KEPT_DOCUMENTS. False when
 * the device refused (storage full, private mode): the viewer says so; the document still shows.
 */
export async function keepDocument(owner: string, file: string, document: Omit<KeptDocument, 'keptAt'>, now = Date.now()): Promise<boolean> {
  try {
    await run('readwrite', async (store) => {
      const record: KeptRecord = { schemaVersion: SCHEMA_VERSION, owner, file, ...document, keptAt: now };
      await promisifyRequest(store.put(record, [owner, file]));
      const mine = (await promisifyRequest(store.index('owner').getAll(owner))) as KeptRecord[];
      const oldest = mine.sort((a, b) => b.keptAt - a.keptAt).slice(MAX_KEPT_DOCUMENTS);
      await Promise.all(oldest.map((old) => promisifyRequest(store.delete([owner, old.file]))));
    });
    return true;
  } catch {
    return false;
  }
}

/** A document erased on the server (a reviewer deleted it) leaves this device too. */
export async function forgetDocument(owner: string, file: string): Promise<void> {
  await run('readwrite', (store) => store.delete([owner, file]));
}

/**
 * Every kept document of every user, with the database itself: when a user's data leaves the
 * device nothing of it may stay (e2e: no database but unsent work after sign-out). Resolves once
 * deleted; a tab that holds it open closes its connection on the version change.
 */
export async function forgetAllKeptDocuments(): Promise<void> {
  const current = opening;
  opening = null;
  if (current) await current.then((db) => db.close(), () => undefined);
  if (typeof indexedDB === 'undefined') return;
  await promisifyRequest(indexedDB.deleteDatabase(OFFLINE_DOCUMENTS_DB)).then(() => undefined, () => undefined);
}
