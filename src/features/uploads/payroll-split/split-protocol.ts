import type { PageRead, SplitEmployee } from '@/domain/payroll-split';

// Messages between the salary upload screen and the payroll-split worker (split.worker.ts).

/** Refused before any page is read: the screen says why in the user's language and offers the manual path. */
export type SplitFailure = 'password' | 'malformed' | 'too-many-pages' | 'too-large' | 'no-text';

export type ToWorker =
  /** Reads the pages from `fromPage` on (a resumed split skips those already read). */
  | { type: 'read'; file: Blob; employees: readonly SplitEmployee[]; fromPage: number }
  | { type: 'thumbnail'; pageNumber: number; width: number }
  /** One PDF per group, pages copied unchanged in the order given. */
  | { type: 'write'; groups: readonly { id: string; pages: readonly number[] }[] };

export type FromWorker =
  | { type: 'opened'; pageCount: number }
  | { type: 'pages'; reads: PageRead[] }
  | { type: 'read-done'; pageCount: number }
  | { type: 'thumbnail'; pageNumber: number; image: Blob | null }
  | { type: 'written'; id: string; bytes: ArrayBuffer }
  | { type: 'write-done' }
  | { type: 'failed'; failure: SplitFailure };

/** Limits that keep the tab responsive and the memory bounded (docs/decisions/payroll-split.md). */
export const SPLIT_LIMITS = { maxBytes: 100 * 1024 * 1024, maxPages: 3000, pagesPerChunk: 25 } as const;
