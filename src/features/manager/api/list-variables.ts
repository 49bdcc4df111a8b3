import type { ListSearch } from '@/features/manager/list/list-search';
import { pageOf, sizeOf } from '@/features/manager/list/list-search';

/** take/skip and a one-key orderBy (Keystone's rule) from a list's address. */
export function pagingOf(search: ListSearch, sortable: readonly string[], defaultSort: string) {
  const field = search.sort && sortable.includes(search.sort) ? search.sort : defaultSort;
  const size = sizeOf(search);
  return { orderBy: [{ [field]: search.dir ?? 'asc' }], take: size, skip: (pageOf(search) - 1) * size };
}

/** The export reads the whole filtered list in pages this big (the API's take limit is 5000). */
export const EXPORT_PAGE = 1000;

export async function fetchEveryPage<T>(fetchPage: (take: number, skip: number) => Promise<{ items: T[]; total: number }>): Promise<T[]> {
  const all: T[] = [];
  for (let skip = 0; ; skip += EXPORT_PAGE) {
    const { items, total } = await fetchPage(EXPORT_PAGE, skip);
    all.push(...items);
    if (items.length < EXPORT_PAGE || all.length >= total) return all;
  }
}
