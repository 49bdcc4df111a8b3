// A manager list's state lives in the address (search, filter, sort, page, page size, columns), so
// every view is a deep link. Whatever the address says is checked here before a screen sees it.

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;

export interface ListSearch {
  q?: string;
  filter?: string;
  sort?: string;
  dir?: 'asc' | 'desc';
  page?: number;
  size?: number;
  /** Hidden columns, comma-separated; absent shows the list's default columns. */
  hide?: string;
}

const text = (value: unknown, max = 200): string | undefined => (typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : undefined);

/**
 * Every key is returned (undefined when absent or invalid): the router merges this result over the
 * raw address, so leaving a key out would hand the screen what was typed.
 */
export function validateListSearch(search: Record<string, unknown>): ListSearch {
  const page = Number(search['page']);
  const size = Number(search['size']);
  const dir = search['dir'];
  return {
    q: text(search['q']),
    filter: text(search['filter'], 40),
    sort: text(search['sort'], 60),
    dir: dir === 'asc' || dir === 'desc' ? dir : undefined,
    page: Number.isInteger(page) && page > 1 && page <= 100_000 ? page : undefined,
    size: (PAGE_SIZES as readonly number[]).includes(size) && size !== DEFAULT_PAGE_SIZE ? size : undefined,
    hide: text(search['hide'], 400),
  };
}

export const pageOf = (search: ListSearch) => search.page ?? 1;
export const sizeOf = (search: ListSearch) => search.size ?? DEFAULT_PAGE_SIZE;
export const hiddenColumns = (search: ListSearch) => new Set((search.hide ?? '').split(',').filter(Boolean));
