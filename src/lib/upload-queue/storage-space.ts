import { UploadQueueError } from './errors';

// Space checks before staging, and a persistence request so the browser does not evict a staged
// batch under storage pressure.

export type StorageApi = Pick<StorageManager, 'estimate' | 'persist' | 'persisted'>;

/** Files are stored as-is; the margin covers IndexedDB's own overhead per record. */
const SAFETY_FACTOR = 1.1;

export function browserStorage(): StorageApi | null {
  return typeof navigator !== 'undefined' && navigator.storage && typeof navigator.storage.estimate === 'function'
    ? navigator.storage
    : null;
}

/** Throws 'insufficient-space' when the origin's quota cannot hold `bytes` more. */
export async function ensureSpace(bytes: number, storage: StorageApi | null): Promise<void> {
  if (!storage) return;
  const { quota, usage } = await storage.estimate();
  if (quota === undefined) return;
  const available = Math.max(0, quota - (usage ?? 0));
  const needed = Math.ceil(bytes * SAFETY_FACTOR);
  if (needed > available) throw new UploadQueueError('insufficient-space', { bytes: { needed, available } });
}

/** Asks once for persistent storage; the answer (a browser decision) is returned, never thrown. */
export async function requestPersistence(storage: StorageApi | null): Promise<boolean> {
  if (!storage || typeof storage.persisted !== 'function' || typeof storage.persist !== 'function') return false;
  try {
    return (await storage.persisted()) || (await storage.persist());
  } catch {
    // A refusal to persist is not a failure to stage: the files are stored either way.
    return false;
  }
}
