import type { Connectivity, RunExclusive } from './sender-hooks';
import type { SendUpload } from './send-upload';
import type { UploadStore } from './upload-store';
import type { Clock } from './types';

// The sender's interface and what it is built from (upload-sender.ts builds it).

export type SenderStatus = 'idle' | 'waiting-lock' | 'sending' | 'waiting-network' | 'unauthenticated';

export type UploadSender = {
  start(): void;
  /** Ends sending in this tab; records in flight go back to the queue. */
  stop(): Promise<void>;
  /** Staged or failed files → queued, then sending starts. */
  queueFiles(fileIds: readonly string[]): Promise<void>;
  pauseFiles(fileIds: readonly string[]): Promise<void>;
  resumeFiles(fileIds: readonly string[]): Promise<void>;
  status(): SenderStatus;
  /** Bytes confirmed by the server since sending started in this tab, and when it started. */
  throughput(): { bytes: number; since: number | null };
  subscribe(listener: () => void): () => void;
  /** Resolves when the current drain has finished (for tests and sign-out). */
  settled(): Promise<void>;
};

export type SenderDeps = {
  store: UploadStore;
  send: SendUpload;
  clock: Clock;
  random: () => number;
  connectivity: Connectivity;
  runExclusive: RunExclusive;
  onQueued?: () => void;
  concurrency?: number;
  /** Files sent in one request at most (send-pace.ts). */
  filesPerRequest?: number;
};
