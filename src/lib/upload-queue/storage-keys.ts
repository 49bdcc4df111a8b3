// Every name the upload queue uses in browser storage, in one place: the service worker reads the
// same store (Background Sync), so these must never drift between page and worker.

export const UPLOAD_DB_NAME = 'fiduciary-portal-uploads';
export const UPLOAD_STORE_NAME = 'staged-uploads';
/**
 * The files' bytes, in a database of their own (idb-keyval opens one store per database). Listing
 * records then never materialises a Blob handle per file, which made every list of a 1,000-file
 * batch a long main-thread task and held up the sender's writes.
 */
export const UPLOAD_FILES_DB_NAME = 'fiduciary-portal-upload-files';
export const UPLOAD_FILES_STORE_NAME = 'files';
/** Bumped when the record shape changes; records of another version are ignored, not misread. */
export const UPLOAD_RECORD_SCHEMA_VERSION = 1;
/** Web Locks name: only the tab holding it sends. */
export const UPLOAD_SENDER_LOCK = 'upload-queue-sender';
/** Background Sync tag, also used by sw/upload-sync.ts. */
export const UPLOAD_SYNC_TAG = 'upload-queue';
/** Message the service worker posts to open tabs so their sender tries again (sw/upload-sync.ts). */
export const UPLOAD_WAKE_MESSAGE = 'upload-queue:wake';
/** BroadcastChannel that tells other tabs the store changed. */
const UPLOAD_CHANNEL = 'upload-queue';
/** The channel of one database; its messages are `{ owner }`, the user whose files changed. */
export const uploadChannelName = (dbName: string) => `${UPLOAD_CHANNEL}:${dbName}`;

/** Every record of one user: keys are [owner, fileId], and a key range cannot reach another user's. */
export function ownerRange(owner: string): IDBKeyRange {
  // Arrays sort after strings in IndexedDB, so [owner, []] is above every [owner, fileId].
  return IDBKeyRange.bound([owner], [owner, []]);
}
