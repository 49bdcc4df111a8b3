import 'fake-indexeddb/auto';
import { vi } from 'vitest';
import { UPLOAD_RECORD_SCHEMA_VERSION } from '@/lib/upload-queue/storage-keys';
import type { Clock, UploadRecord } from '@/lib/upload-queue/types';

// Test doubles for the upload queue: IndexedDB (fake-indexeddb), a clock the test controls, and
// generated files. Used only by *.test.ts files.

/**
 * happy-dom's Blob is not known to Node's structuredClone, so fake-indexeddb would store it as an
 * empty object. Browsers store a Blob by reference to its immutable bytes; this clone does the same.
 */
function browserLikeClone<T>(value: T): T {
  if (value instanceof Blob || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(browserLikeClone) as T;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, browserLikeClone(v)])) as T;
}
vi.stubGlobal('structuredClone', browserLikeClone);

let dbCounter = 0;
/** A fresh database name per test, so tests never see each other's records. */
export function freshDbName(): string {
  dbCounter += 1;
  return `upload-test-${dbCounter}-${Math.random().toString(36).slice(2)}`;
}

/** Minimal valid PDF bytes (the server and the queue check the leading '%PDF-'). */
export function pdfFile(name: string, options: { body?: string; lastModified?: number } = {}): File {
  return new File([`%PDF-1.4\n${options.body ?? name}\n%%EOF`], name, { type: 'application/pdf', lastModified: options.lastModified ?? 1_700_000_000_000 });
}

/** A clock whose time moves only when something sleeps; sleeps end on a macrotask so loops cannot spin. */
export function fakeClock(start = 1_700_000_000_000): Clock & { advance(ms: number): void } {
  let now = start;
  return {
    now: () => now,
    advance(ms) {
      now += ms;
    },
    sleep: (ms, signal) =>
      new Promise<void>((resolve) => {
        if (signal?.aborted) return resolve();
        setTimeout(() => {
          if (!signal?.aborted) now += ms;
          resolve();
        }, 0);
      }),
  };
}

/** A clock whose sleeps never end unless aborted: the transport's stall timer never fires. */
export const frozenClock: Clock = {
  now: () => 1_700_000_000_000,
  sleep: (_ms, signal) => new Promise<void>((resolve) => signal?.addEventListener('abort', () => resolve(), { once: true })),
};

/** A staged salary slip of `owner`, with its bytes; `extra` changes any field. */
export function uploadRecord(owner: string, fileName: string, extra: Partial<UploadRecord> = {}): UploadRecord {
  const file = pdfFile(fileName);
  return {
    schemaVersion: UPLOAD_RECORD_SCHEMA_VERSION,
    kind: 'salary',
    data: { type: 'slip', date: '2025-11-01', employee: 'e12' },
    lockedFields: ['type', 'date', 'employee'],
    fileId: `${fileName}|${file.size}|1`,
    owner,
    batchId: 'b1',
    uploadKey: `key-${fileName}`,
    fileName,
    size: file.size,
    lastModified: 1,
    mimeType: 'application/pdf',
    blob: file,
    sha256: 'abc',
    sameContentAs: null,
    duplicateConfirmed: false,
    state: 'staged',
    attempts: 0,
    nextAttemptAt: 0,
    failure: null,
    serverId: null,
    createdAt: 1,
    updatedAt: 1,
    ...extra,
  } as UploadRecord;
}
