import type { StagedDataByKind, UploadKind } from '@/domain/staging';

export type UploadState = 'staged' | 'queued' | 'sending' | 'sent' | 'failed' | 'paused';

export type UploadFailure = {
  /** Machine-readable: 'network', 'timeout', 'server-error', or the server's error code. */
  code: string;
  /** The server's message when it gave one (safe to show per the contract), otherwise null. */
  message: string | null;
};

type RecordBase = {
  schemaVersion: number;
  /** spec §3 staged file id (name + size + last-modified). */
  fileId: string;
  /** User id of whoever staged it; no other user ever sees or sends it. */
  owner: string;
  batchId: string;
  /** Idempotency key sent with the create mutation; fixed for the record's whole life. */
  uploadKey: string;
  fileName: string;
  size: number;
  lastModified: number;
  mimeType: string;
  /**
   * The bytes, when attached: staging passes them in, `UploadStore.get` loads them. Records read by
   * `list` carry null. A sent file's bytes leave IndexedDB; only its summary line stays.
   */
  blob: Blob | null;
  sha256: string;
  /** Name of another staged file with the same bytes, if any. */
  sameContentAs: string | null;
  lockedFields: string[];
  /** The user confirmed a server-side duplicate for this file. */
  duplicateConfirmed: boolean;
  state: UploadState;
  attempts: number;
  /** Epoch ms before which a retry must not start (backoff). */
  nextAttemptAt: number;
  failure: UploadFailure | null;
  serverId: string | null;
  createdAt: number;
  updatedAt: number;
};

export type UploadRecordOf<K extends UploadKind> = RecordBase & { kind: K; data: StagedDataByKind[K] };

export type UploadRecord = { [K in UploadKind]: UploadRecordOf<K> }[UploadKind];

/** A record of any kind, for code that reads only what every kind has (state, name, locks). */
export type AnyUploadRecord = UploadRecordOf<UploadKind>;

/** Injected time source so tests control backoff, timeouts and time-left figures. */
export type Clock = {
  now(): number;
  /** Resolves after `ms`, or early (without error) when `signal` aborts. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
};

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise<void>((resolve) => {
      if (signal?.aborted) return resolve();
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        signal?.removeEventListener('abort', done);
        resolve();
      }
      signal?.addEventListener('abort', done, { once: true });
    }),
};
