import type { UploadKind } from '@/domain/staging';
import { browserConnectivity, browserTabLock, requestBackgroundSync } from './browser-hooks';
import { createUploadTransport, defaultTimeoutMs } from './send-upload';
import { createUploadSender, type SenderStatus, type UploadSender } from './upload-sender';
import { stageFiles, type StagingDeps, type StagingDescription, type StagingResult } from './stage-files';
import { browserStorage } from './storage-space';
import { localEditJournal, type EditJournal, type PendingEdit } from './pending-edits';
import { type Change, createUploadStore, type UploadStore } from './upload-store';
import { systemClock, type UploadRecord, type UploadRecordOf } from './types';
import { canEdit } from './state-machine';

// The queue as the screens use it: one per signed-in user, wired to the browser. Screens go through
// this interface only, never the store or the sender behind it.

export type UploadQueue = {
  readonly owner: string;
  stage<K extends UploadKind>(kind: K, batchId: string, files: readonly File[], describe: (file: File) => StagingDescription<K>): Promise<StagingResult>;
  /**
   * Changes unlocked data fields of staged or failed records, in one write (a bulk edit of hundreds
   * of files re-renders the batch once, not once a file); locked fields are left alone.
   */
  editData<K extends UploadKind>(fileIds: readonly string[], kind: K, patch: Partial<UploadRecordOf<K>['data']>): Promise<void>;
  confirmDuplicate(fileId: string): Promise<void>;
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

/** One edit as a store change: unlocked fields of staged or failed files of `kind`, nothing else. */
function editOf({ fileIds, kind, patch }: Omit<PendingEdit, 'id'>): Change[] {
  const change = (record: UploadRecord): UploadRecord | null => {
    if (record.kind !== kind) return null;
    const allowed = Object.entries(patch).filter(([field]) => canEdit(record, field));
    if (allowed.length === 0) return null;
    const data = { ...record.data, ...Object.fromEntries(allowed) };
    // A changed employee, type or date is a different document: an earlier confirmation no longer holds.
    return { ...record, data, duplicateConfirmed: false, updatedAt: Date.now() } as UploadRecord;
  };
  return fileIds.map((fileId) => ({ fileId, change }));
}

export function createQueueFacade(store: UploadStore, sender: UploadSender, staging: StagingDeps, edits: EditJournal = localEditJournal(store.owner)): UploadQueue {
  /** Applies what a page left unsaved (pending-edits.ts); every read of the records waits for it. */
  async function applyLeftEdits() {
    for (const edit of edits.pending()) {
      await store.modifyMany(editOf(edit));
      edits.settle(edit.id);
    }
  }
  const leftEdits = applyLeftEdits().catch(() => undefined);

  return {
    owner: store.owner,
    stage: (kind, batchId, files, describe) => stageFiles(store, { kind, batchId, files, describe }, staging),
    async editData(fileIds, kind, patch) {
      // Kept first, synchronously: a reload right after typing must not lose the edit.
      const edit = { id: staging.newKey(), fileIds: [...fileIds], kind, patch: patch as Record<string, string | null> };
      edits.keep(edit);
      await leftEdits;
      await store.modifyMany(editOf(edit));
      edits.settle(edit.id);
    },
    async confirmDuplicate(fileId) {
      await store.modify(fileId, (record) => ({ ...record, duplicateConfirmed: true }));
    },
    queue: (fileIds) => sender.queueFiles(fileIds),
    pause: (fileIds) => sender.pauseFiles(fileIds),
    resume: (fileIds) => sender.resumeFiles(fileIds),
    async remove(fileIds) {
      await sender.pauseFiles(fileIds);
      await store.removeMany(fileIds);
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
