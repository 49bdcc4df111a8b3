import { del, get, promisifyRequest, type UseStore } from 'idb-keyval';
import { openIdbStores } from '../idb-store';
import { deleteKeptDocuments, OFFLINE_DOCUMENTS_DB } from './database-name';

// Documents opened in the viewer, kept on this device so they open again offline (issue #44): the
// one owner of this IndexedDB database. Records are keyed [owner, file] and read back for their
// owner only, so a shared browser never shows one user's payslip to another; the whole database is
// deleted when a user's data leaves the device (sign-out, a refused session: src/lib/session/
// local-data.ts). IndexedDB rather than the Cache Storage: the same bytes serve the viewer, a
// download and a share, and a record carries its name and owner.
//
// A file is named by its path (/files/<storage key>): a signed link's query (expiry, signature)
// changes every time the list is fetched, the stored file behind it never does.

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

// A cache: what a lost write costs is one more download, so writes need not wait for the disk.
let store: UseStore | null = null;
const documents = (): UseStore => (store ??= openIdbStores(OFFLINE_DOCUMENTS_DB, STORE).relaxed);

/** All of `owner`'s records: keys [owner, file] sort after [owner] and before [owner, []] (arrays after strings). */
const keysOf = (owner: string) => IDBKeyRange.bound([owner], [owner, []]);

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
  return parse(await get([owner, file], documents()), owner);
}

/**
 * Keeps the document for its owner, dropping their oldest ones past MAX_KEPT_DOCUMENTS. False when
 * the device refused (storage full, private mode): the viewer says so; the document still shows.
 */
export async function keepDocument(owner: string, file: string, document: Omit<KeptDocument, 'keptAt'>, now = Date.now()): Promise<boolean> {
  try {
    await documents()('readwrite', async (store) => {
      const done = promisifyRequest(store.transaction);
      // Observed at once: a failed request must not leave the transaction's own failure unhandled.
      done.catch(() => undefined);
      const record: KeptRecord = { schemaVersion: SCHEMA_VERSION, owner, file, ...document, keptAt: now };
      await promisifyRequest(store.put(record, [owner, file]));
      const mine = (await promisifyRequest(store.getAll(keysOf(owner)))) as KeptRecord[];
      const oldest = mine.sort((a, b) => b.keptAt - a.keptAt).slice(MAX_KEPT_DOCUMENTS);
      for (const old of oldest) store.delete([owner, old.file]);
      await done;
    });
    return true;
  } catch {
    return false;
  }
}

/** A document erased on the server (a reviewer deleted it) leaves this device too. */
export async function forgetDocument(owner: string, file: string): Promise<void> {
  await del([owner, file], documents());
}

/**
 * Every kept document of every user, with the database itself: when a user's data leaves the
 * device nothing of it may stay (e2e: no database but unsent work after sign-out).
 */
export const forgetAllKeptDocuments = deleteKeptDocuments;
