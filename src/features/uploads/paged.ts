import { useState } from 'react';

/** Long batches are shown a page at a time: 1,000 rows of selects would make one long task. */
export const ROWS_PER_PAGE = 50;

export function usePaged<T>(items: readonly T[]) {
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(items.length / ROWS_PER_PAGE));
  const current = Math.min(page, pages);
  return { rows: items.slice((current - 1) * ROWS_PER_PAGE, current * ROWS_PER_PAGE), page: current, pages, setPage };
}
