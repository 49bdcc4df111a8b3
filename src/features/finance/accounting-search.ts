import { isAccountingType } from '@/domain/enums';
import type { AccountingSearch } from './api/accounting-documents-query';

// Only the type: re-exporting the page size from the query's module put that module (its document
// and query options) in every first load, through the routes' search validation.
export type { AccountingSearch } from './api/accounting-documents-query';

// The /accounting and /taxation filters live in the URL (a link or a reload keeps them), so they
// are checked here like any input: anything unknown is dropped, not trusted.

function positiveInt(value: unknown, max: number): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(n) && n >= 1 && n <= max ? n : undefined;
}

function text(value: unknown, max: number): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const trimmed = String(value).trim();
  return trimmed ? trimmed.slice(0, max) : undefined;
}

export function validateAccountingSearch(search: Record<string, unknown>): AccountingSearch {
  const result: AccountingSearch = {
    type: isAccountingType(search.type) ? search.type : undefined,
    tag: text(search.tag, 100),
    year: positiveInt(search.year, 2199),
    q: text(search.q, 100),
    page: positiveInt(search.page, 100_000),
  };
  if (result.page === 1) result.page = undefined;
  return Object.fromEntries(Object.entries(result).filter(([, value]) => value !== undefined)) as AccountingSearch;
}
