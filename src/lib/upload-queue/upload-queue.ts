import type { UploadKind } from '@/domain/staging';
import { browserConnectivity, browserTabLock, requestBackgroundSync } from './browser-hooks';
import { createUploadTransport, defaultTimeoutMs } from './send-upload';
import { createUploadSender, type SenderStatus, type UploadSender } from './upload-sender';
import { stageFiles, type StagingDeps, type StagingDescription, type StagingResult } from './stage-files';
import { browserStorage } from './storage-space';
import { localEditJournal, type EditJournal, type PendingEdit } from './pending-edits';
import { parseUploadRecord } from './record-schema';
import { createUploadStore, type UploadStore } from './upload-store';
import { systemClock, type UploadRecord, type UploadRecordOf } from './types';
import { canEdit } from './state-machine';

// The queue as the screens use it: one per signed-in user, wired to the browser. Screens go through
// this interface only, never the store or the sender behind it.

export type UploadQueue = {
  readonly owner: string;
  /**
   * `position`: where these files come in a batch staged in several writes (the first one's index),
   * so the list keeps the batch's order even when two writes fall in the same millisecond.
   */
  stage<K extends UploadKind>(kind: K, batchId: string, files: readonly File[], describe: (file: File) => StagingDescription<K>, position?: number): Promise<StagingResult>;
  /**
   * Changes unlocked data fields of staged or failed records, in one write (a bulk edit of hundreds
   * of files re-renders the batch once, not once a file); locked fields are left alone.
   */
  editData<K extends UploadKind>(fileIds: readonly string[], kind: K, patch: Partial<UploadRecordOf<K>['data']>): Promise<void>;
  /**
   * Keeps text being typed into a field, saved by `editData` when the field is left: a reload or a
   * closed tab before that loses nothing, the next queue opened applies it (pending-edits.ts).
   */
  draftData<K extends UploadKind>(fileIds: readonly string[], kind: K, patch: Partial<UploadRecordOf<K>['data']>): void;
  confirmDuplicate(fileId: string): Promise<void>;
  /**
   * A file the API refused as an invoice already in the company (DUPLICATE_INVOICE): sent again,
   * with the same idempotency key, saying the user knows (the API stores it, marked as a duplicate).
   */
  sendAnyway(fileId: string): Promise<void>;
  /** Staged or failed files → queued, and sending starts. */
  queue(fileIds: readonly string[]): Promise<void>;
  pause(fileIds: readonly string[]): Promise<void>;
  resume(fileIds: readonly string[]): Promise<void>;
  /** Stops and forgets files (a file being sent is cut off first). */
  remove(fileIds: readonly string[]): Promise<void>;
  /** Forgets the summary lines of the files of `kind` already on the server. */
  clearSent(kind: UploadKind): Promise<void>;
  /** The user's records (without their bytes), oldest first. */
  list(): Promise<UploadRecord[]>;
  status(): SenderStatus;
  /** Bytes confirmed by the server since sending started in this tab, and when it started. */
  throughput(): { bytes: number; since: number | null };
  /** Called after any change of a record (in this tab or another) or of the sender's status. */
  subscribe(listener: () => void): () => void;
  /** Sends what is queued: files left by a reload, a crash or an expired session. */
  start(): void;
  close(): Promise<void>;
};

export function createUploadQueue(options: { owner: string; endpoint: string; getToken: () => string | null }): UploadQueue {
  const store = createUploadStore({ owner: options.owner });
  const send = createUploadTransport({
    endpoint: options.endpoint,
    fetch: (input, init) => globalThis.fetch(input, init),
    getToken: options.getToken,
    clock: systemClock,
    timeoutMs: defaultTimeoutMs,
  });
  const sender = createUploadSender({
    store,
    send,
    clock: systemClock,
    random: Math.random,
    connectivity: browserConnectivity(),
    runExclusive: browserTabLock(),
    onQueued: () => void requestBackgroundSync(),
  });
  return createQueueFacade(store, sender, { clock: systemClock, storage: browserStorage(), newKey: () => crypto.randomUUID() });
}

/**
 * An edit as a change of one record: the unlocked fields of a staged or failed file of `kind` that
 * differ from what it holds, nothing else (null: leave the record as it is).
 */
function changeOf(kind: UploadKind, patch: Record<string, string | null>) {
  return (record: UploadRecord): UploadRecord | null => {
    if (record.kind !== kind) return null;
    const data = record.data as Record<string, string | null>;
    const allowed = Object.entries(patch).filter(([field, value]) => field in data && data[field] !== value && canEdit(record, field));
    if (allowed.length === 0) return null;
    // A changed employee, type or date is a different document: an earlier confirmation no longer holds.
    const next = { ...record, data: { ...data, ...Object.fromEntries(allowed) }, duplicateConfirmed: false, updatedAt: Date.now() };
    // A value this build does not know (an entry left by another version) leaves the record alone.
    return parseUploadRecord(next);
  };
}

/** A patch's values as the journal keeps them (every data field is text or empty). */
const valuesOf = (patch: object) => Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)) as Record<string, string | null>;

export function createQueueFacade(store: UploadStore, sender: UploadSender, staging: StagingDeps, edits: EditJournal = localEditJournal(store.owner)): UploadQueue {
  /** Applies what a page left unsaved (pending-edits.ts), in one write; listing the records waits for it. */
  async function applyLeftEdits() {
    const left = edits.pending();
    if (left.length === 0) return;
    // Read again inside the write: an entry that a newer edit (in another tab) superseded since is
    // not applied over it. That edit's own write comes after this one, IndexedDB orders them.
    let current: PendingEdit[] | null = null;
    const stillLeft = (entry: PendingEdit) => (current ??= edits.pending()).find((e) => e.id === entry.id && e.fileId === entry.fileId);
    await store.modifyMany(
      left.map((entry) => ({
        fileId: entry.fileId,
        change: (record: UploadRecord) => {
          const now = stillLeft(entry);
          return now ? changeOf(now.kind, now.patch)(record) : null;
        },
      })),
    );
    for (const id of new Set(left.map((entry) => entry.id))) edits.settle(id);
  }
  // A failed write leaves the entries for the next queue opened; the screens still list the records.
  const leftEdits = applyLeftEdits().catch(() => undefined);

  return {
    owner: store.owner,
    stage: (kind, batchId, files, describe, position = 0) => stageFiles(store, { kind, batchId, files, describe, position }, staging),
    async editData(fileIds, kind, patch) {
      const values = valuesOf(patch);
      const id = staging.newKey();
      // Kept first, synchronously: a reload right after typing must not lose the edit.
      edits.keep({ id, fileIds, kind, patch: values });
      await leftEdits;
      const change = changeOf(kind, values);
      await store.modifyMany(fileIds.map((fileId) => ({ fileId, change })));
      edits.settle(id);
    },
    draftData(fileIds, kind, patch) {
      edits.keep({ id: staging.newKey(), fileIds, kind, patch: valuesOf(patch) });
    },
    async confirmDuplicate(fileId) {
      await store.modify(fileId, (record) => ({ ...record, duplicateConfirmed: true }));
    },
    async sendAnyway(fileId) {
      await store.modify(fileId, (record) => (record.state === 'failed' ? { ...record, duplicateConfirmed: true } : null));
      await sender.queueFiles([fileId]);
    },
    queue: (fileIds) => sender.queueFiles(fileIds),
    pause: (fileIds) => sender.pauseFiles(fileIds),
    resume: (fileIds) => sender.resumeFiles(fileIds),
    async remove(fileIds) {
      await sender.pauseFiles(fileIds);
      await store.removeMany(fileIds);
      edits.forget(fileIds);
    },
    async clearSent(kind) {
      await store.removeMany((await store.list()).filter((r) => r.kind === kind && r.state === 'sent').map((r) => r.fileId));
    },
    async list() {
      await leftEdits;
      return store.list();
    },
    status: () => sender.status(),
    throughput: () => sender.throughput(),
    subscribe(listener) {
      const offStore = store.subscribe(listener);
      const offSender = sender.subscribe(listener);
      return () => {
        offStore();
        offSender();
      };
    },
    start: () => sender.start(),
    async close() {
      await sender.stop();
      store.close();
    },
  };
}

/** For the sign-out question (decisions.md): how many of this user's files are not on the server yet. */
export async function unsentUploadCount(owner: string): Promise<number> {
  const store = createUploadStore({ owner });
  try {
    return (await store.list()).filter((record) => record.state !== 'sent').length;
  } finally {
    store.close();
  }
}

/** Sign-out with "discard": removes every staged file of this user, sent or not. */
export async function discardUploads(owner: string): Promise<void> {
  const store = createUploadStore({ owner });
  try {
    await store.removeMany((await store.list()).map((record) => record.fileId));
    localEditJournal(owner).clear();
  } finally {
    store.close();
  }
}
