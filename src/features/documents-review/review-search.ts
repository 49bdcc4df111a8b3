import type { HrDocumentWhereInput, HrDocumentOrderByInput } from '@/gql/graphql';

// The review inbox's filters and sort live in the address (deep links, reload, back button);
// this module parses them and turns them into the hrDocuments where/orderBy of contract.md.

export const REVIEW_REASONS = ['review', 'removal'] as const;
export type ReviewReason = (typeof REVIEW_REASONS)[number];
/** "Waiting at least N days": the age filter's choices. */
export const REVIEW_AGES = [1, 7, 30, 90] as const;
export const REVIEW_SORTS = ['oldest', 'newest'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
/** Documents fetched at a time as the reviewer scrolls the (virtualised) inbox. */
export const REVIEW_CHUNK_SIZE = 50;

export type ReviewSearch = { company?: string; type?: string; reason?: ReviewReason; age?: number; sort?: ReviewSort };

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const oneOf = <T extends string | number>(values: readonly T[], raw: unknown): T | undefined =>
  values.find((value) => String(value) === String(raw));

/** Unknown or malformed values fall back to "no filter" rather than failing the page. */
export function parseReviewSearch(raw: Record<string, unknown>): ReviewSearch {
  const id = (value: unknown) => (typeof value === 'string' && ID.test(value) ? value : undefined);
  return {
    company: id(raw['company']),
    type: id(raw['type']),
    reason: oneOf(REVIEW_REASONS, raw['reason']),
    age: oneOf(REVIEW_AGES, raw['age']),
    // Oldest first is the default: the longest-waiting documents come first.
    sort: oneOf(REVIEW_SORTS, raw['sort']) === 'newest' ? 'newest' : undefined,
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function reviewWhere(search: ReviewSearch, now: Date): HrDocumentWhereInput {
  const open: HrDocumentWhereInput =
    search.reason === 'review'
      ? { needsReview: { equals: true } }
      : search.reason === 'removal'
        ? { requestedRemoval: { equals: true } }
        : { OR: [{ needsReview: { equals: true } }, { requestedRemoval: { equals: true } }] };
  const AND: HrDocumentWhereInput[] = [open];
  if (search.company) AND.push({ employee: { company: { id: { equals: search.company } } } });
  if (search.type) AND.push({ type: { id: { equals: search.type } } });
  if (search.age) AND.push({ createdAt: { lte: new Date(now.getTime() - search.age * DAY_MS).toISOString() } });
  return { AND };
}

export function reviewOrder(search: ReviewSearch): HrDocumentOrderByInput[] {
  const direction = search.sort === 'newest' ? 'desc' : 'asc';
  return [{ createdAt: direction }];
}
