import type { PageRead, SplitEmployee, SplitPlan } from '@/domain/payroll-split';
import type { PlanRequest } from './split-planner';

// Messages between the salary upload screen and the payroll-split worker (split.worker.ts).

/** Refused before any page is read: the screen says why in the user's language and offers the manual path. */
export type SplitFailure = 'password' | 'malformed' | 'too-many-pages' | 'too-large' | 'no-text';

export type ToWorker =
  /** Reads the pages after `earlier` (those a resumed split read before the reload; none for a new one). */
  | { type: 'read'; file: Blob; employees: readonly SplitEmployee[]; earlier: readonly PageRead[] }
  /** The plan of the pages read for the review's state; answered out of turn (not after thumbnails). */
  | { type: 'plan'; id: number; request: PlanRequest }
  | { type: 'thumbnail'; pageNumber: number; width: number }
  /** One PDF per group, pages copied unchanged in the order given. */
  | { type: 'write'; groups: readonly { id: string; pages: readonly number[] }[] };

export type FromWorker =
  | { type: 'opened'; pageCount: number }
  | { type: 'pages'; reads: PageRead[] }
  /** Every page read; `likelyCompany` is the company the review preselects. */
  | { type: 'read-done'; pageCount: number; likelyCompany: string | null }
  | { type: 'planned'; id: number; plan: SplitPlan }
  | { type: 'thumbnail'; pageNumber: number; image: Blob | null }
  | { type: 'written'; id: string; bytes: ArrayBuffer }
  | { type: 'write-done' }
  | { type: 'failed'; failure: SplitFailure };

/** Limits that keep the tab responsive and the memory bounded (docs/decisions/payroll-split.md). */
export const SPLIT_LIMITS = { maxBytes: 100 * 1024 * 1024, maxPages: 3000, pagesPerChunk: 25 } as const;
