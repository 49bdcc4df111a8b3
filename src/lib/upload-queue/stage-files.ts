import { stagedFileId, type StagedDataByKind, type UploadKind } from '@/domain/staging';
import { ACCEPTED_TYPES, sniffFileType } from './file-type';
import { mapWithLimit, sha256Hex } from './hash';
import { ensureSpace, requestPersistence, type StorageApi } from './storage-space';
import { UPLOAD_RECORD_SCHEMA_VERSION } from './storage-keys';
import type { UploadStore } from './upload-store';
import type { Clock, UploadRecord, UploadRecordOf } from './types';

export type StagingDescription<K extends UploadKind> = { data: StagedDataByKind[K]; lockedFields: string[] };

/** `empty`: 0 bytes, which no type check can tell apart (issue #44: it was called the wrong type). */
export type RefusedFile = { fileName: string; reason: 'already-staged' | 'unsupported-type' | 'empty' };

export type StagingResult = { staged: UploadRecord[]; refused: RefusedFile[]; persisted: boolean };

export type StagingDeps = {
  clock: Clock;
  storage: StorageApi | null;
  /** A fresh idempotency key (crypto.randomUUID in the browser). */
  newKey: () => string;
};

/** Reading and hashing several files at once keeps the disk and WebCrypto busy without flooding memory. */
const HASH_CONCURRENCY = 4;

type Candidate = { file: File; fileId: string };

/**
 * Stages files of one kind into the store: checks space, refuses files already staged (spec §4) and
 * files of a type the server refuses, hashes the rest, flags same content under another name, and
 * stores them in the 'staged' state. Storage errors are thrown as UploadQueueError.
 */
export async function stageFiles<K extends UploadKind>(
  store: UploadStore,
  input: { kind: K; batchId: string; files: readonly File[]; describe: (file: File) => StagingDescription<K>; position?: number },
  deps: StagingDeps,
): Promise<StagingResult> {
  const existing = (await store.list()).filter((record) => record.state !== 'sent');
  const takenIds = new Set(existing.map((record) => record.fileId));
  const refused: RefusedFile[] = [];
  const candidates: Candidate[] = [];
  for (const file of input.files) {
    const fileId = stagedFileId(file);
    if (file.size === 0) refused.push({ fileName: file.name, reason: 'empty' });
    else if (takenIds.has(fileId)) refused.push({ fileName: file.name, reason: 'already-staged' });
    else {
      takenIds.add(fileId);
      candidates.push({ file, fileId });
    }
  }
  await ensureSpace(candidates.reduce((sum, { file }) => sum + file.size, 0), deps.storage);

  const accepted = ACCEPTED_TYPES[input.kind];
  const checked = await mapWithLimit(candidates, HASH_CONCURRENCY, async (candidate) => {
    const type = await sniffFileType(candidate.file);
    if (type === null || !accepted.includes(type)) return null;
    return { ...candidate, sha256: await sha256Hex(candidate.file) };
  });

  const nameBySha = new Map(existing.map((record) => [record.sha256, record.fileName]));
  const now = deps.clock.now();
  const staged: UploadRecord[] = [];
  checked.forEach((item, index) => {
    if (item === null) {
      refused.push({ fileName: candidates[index]?.file.name ?? '', reason: 'unsupported-type' });
      return;
    }
    const { file, fileId, sha256 } = item;
    const description = input.describe(file);
    const record: UploadRecordOf<K> = {
      schemaVersion: UPLOAD_RECORD_SCHEMA_VERSION,
      kind: input.kind,
      data: description.data,
      lockedFields: description.lockedFields,
      fileId,
      owner: store.owner,
      batchId: input.batchId,
      uploadKey: deps.newKey(),
      fileName: file.name,
      size: file.size,
      lastModified: file.lastModified,
      mimeType: file.type || 'application/octet-stream',
      blob: file,
      sha256,
      sameContentAs: nameBySha.get(sha256) ?? null,
      duplicateConfirmed: false,
      state: 'staged',
      attempts: 0,
      nextAttemptAt: now,
      failure: null,
      serverId: null,
      // Fractions of a millisecond keep the drop order when the list is sorted by creation time
      // (`position`: across the writes of one batch, whose clocks may read the same millisecond).
      createdAt: now + ((input.position ?? 0) + index) / 1000,
      updatedAt: now,
    };
    if (!nameBySha.has(sha256)) nameBySha.set(sha256, file.name);
    staged.push(record as UploadRecord);
  });

  await store.putMany(staged);
  const persisted = staged.length > 0 ? await requestPersistence(deps.storage) : false;
  return { staged, refused, persisted };
}
