import { UPLOAD_KINDS, type UploadKind } from '@/domain/upload-kinds';
import { readJson, STORAGE_KEYS, writeJson } from '@/lib/storage-keys';

// Edits of staged files, kept in local storage until IndexedDB has them. Saving an edit there is a
// read and a write, a few milliseconds apart: a reload or a closed tab in between aborted it, and
// the date typed a moment before was gone (seen in the hr-documents e2e journey, which reloads right
// after typing). Local storage is written before the change event's handler returns; a queue opened
// afterwards applies what is left before its records are listed. The one owner of these entries.

/** The fields one edit set on one file; `id` names the edit (a bulk edit covers many files). */
export type PendingEdit = { id: string; fileId: string; kind: UploadKind; patch: Record<string, string | null> };

export type EditJournal = {
  /**
   * Keeps the edit's entries until `settle`. A field it sets is dropped from older entries of the
   * same file: a newer value, once saved, must not be overwritten by an older one left unsaved.
   */
  keep(edit: { id: string; fileIds: readonly string[]; kind: UploadKind; patch: Record<string, string | null> }): void;
  settle(id: string): void;
  /** Entries kept and never settled, oldest first. */
  pending(): PendingEdit[];
  /** Drops the entries of files that are gone (removed from the queue). */
  forget(fileIds: readonly string[]): void;
  clear(): void;
};

const isPatch = (value: unknown): value is Record<string, string | null> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((v) => v === null || typeof v === 'string');

function isPendingEdit(value: unknown): value is PendingEdit {
  if (typeof value !== 'object' || value === null) return false;
  const { id, fileId, kind, patch } = value as Record<string, unknown>;
  return typeof id === 'string' && typeof fileId === 'string' && (UPLOAD_KINDS as readonly unknown[]).includes(kind) && isPatch(patch);
}

/** The journal of one user's edits on this device. */
export function localEditJournal(owner: string): EditJournal {
  const key = `${STORAGE_KEYS.pendingUploadEdits}.${owner}`;
  const read = (): PendingEdit[] => {
    const stored = readJson(key);
    return Array.isArray(stored) ? stored.filter(isPendingEdit) : [];
  };
  // A device that refuses to store (full, disabled) only loses this protection: the edit itself
  // still goes to IndexedDB, which says so when it fails.
  const write = (entries: PendingEdit[]) => {
    try {
      if (entries.length === 0) localStorage.removeItem(key);
      else writeJson(key, entries);
    } catch {
      // See above.
    }
  };
  return {
    keep({ id, fileIds, kind, patch }) {
      const files = new Set(fileIds);
      const older = read().flatMap((entry) => {
        if (!files.has(entry.fileId)) return [entry];
        const rest = Object.fromEntries(Object.entries(entry.patch).filter(([field]) => !(field in patch)));
        return Object.keys(rest).length > 0 ? [{ ...entry, patch: rest }] : [];
      });
      write([...older, ...fileIds.map((fileId) => ({ id, fileId, kind, patch }))]);
    },
    settle(id) {
      const entries = read();
      if (entries.some((entry) => entry.id === id)) write(entries.filter((entry) => entry.id !== id));
    },
    pending: read,
    forget(fileIds) {
      const gone = new Set(fileIds);
      const entries = read();
      if (entries.some((entry) => gone.has(entry.fileId))) write(entries.filter((entry) => !gone.has(entry.fileId)));
    },
    clear: () => localStorage.removeItem(key),
  };
}
