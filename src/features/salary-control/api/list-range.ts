import { parsePage } from '@/lib/navigation';

// The list shows a range of pages: page numbers jump to one page (`?page=3`), "Load more" appends
// the next 15 and keeps where the list started (`?from=1&page=3` is rows 1–45). Both live in the
// address, so a reload (or a shared link) shows the same rows. Each page is its own request
// (take 15, skip 15 × (n − 1)) and its own cache entry, so "Load more" fetches only the new 15.

/** At most this many pages are shown at once; a longer range starts later (300 rows is plenty). */
export const MAX_LOADED_PAGES = 20;

export type ListRange = { from: number; page: number };

/** `?page` (the last page shown) and `?from` (the first, when "Load more" was used) from the address. */
export function parseListRange(search: Record<string, unknown>): ListRange {
  const page = parsePage(search['page']);
  const from = search['from'] === undefined ? page : parsePage(search['from']);
  return { page, from: Math.min(page, Math.max(from, page - MAX_LOADED_PAGES + 1)) };
}

/** The page numbers shown, first to last. */
export function rangePages({ from, page }: ListRange): number[] {
  return Array.from({ length: page - from + 1 }, (_, i) => from + i);
}

/** The range "Load more" leads to. */
export function nextRange({ from, page }: ListRange): ListRange {
  return { from, page: page + 1 };
}

/** The address form: defaults left out, so page 1 is plain `/salary-control`. */
export function rangeSearch({ from, page }: ListRange): { page?: number; from?: number } {
  return { page: page > 1 ? page : undefined, from: from < page ? from : undefined };
}
