import { UPLOAD_KINDS, type UploadKind } from '@/domain/staging';
import { readJson, STORAGE_KEYS, writeJson } from '@/lib/storage-keys';

// Edits of staged files, kept in local storage until IndexedDB has them. Saving an edit there is a
// read and a write, a few milliseconds apart: a reload or a closed tab in between aborted it, and
// the date typed a moment before was gone (seen in the hr-documents e2e journey, which reloads right
// after typing). Local storage is written before the change event's handler returns; a queue opened
// afterwards applies what is left before anything reads the records. The one owner of these entries.

export type PendingEdit = { id: string; fileIds: string[]; kind: UploadKind; patch: Record<string, string | null> };

export type EditJournal = {
  /** Keeps the edit until `settle`; false when the device refused it (storage full or disabled). */
  keep(edit: PendingEdit): boolean;
  settle(id: string): void;
  /** Edits kept and never settled, oldest first. */
  pending(): PendingEdit[];
  clear(): void;
};

const isPatch = (value: unknown): value is Record<string, string | null> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((v) => v === null || typeof v === 'string');

function isPendingEdit(value: unknown): value is PendingEdit {
  if (typeof value !== 'object' || value === null) return false;
  const { id, fileIds, kind, patch } = value as Record<string, unknown>;
  return (
    typeof id === 'string' &&
    Array.isArray(fileIds) &&
    fileIds.every((fileId) => typeof fileId === 'string') &&
    (UPLOAD_KINDS as readonly unknown[]).includes(kind) &&
    isPatch(patch)
  );
}

/** The journal of one user's edits on this device. */
export function localEditJournal(owner: string): EditJournal {
  const key = `${STORAGE_KEYS.pendingUploadEdits}.${owner}`;
  const read = (): PendingEdit[] => {
    const stored = readJson(key);
    return Array.isArray(stored) ? stored.filter(isPendingEdit) : [];
  };
  const write = (edits: PendingEdit[]) => {
    if (edits.length === 0) localStorage.removeItem(key);
    else writeJson(key, edits);
  };
  return {
    keep(edit) {
      try {
        write([...read(), edit]);
        return true;
      } catch {
        return false;
      }
    },
    settle(id) {
      const edits = read();
      if (edits.some((edit) => edit.id === id)) write(edits.filter((edit) => edit.id !== id));
    },
    pending: read,
    clear: () => localStorage.removeItem(key),
  };
}
