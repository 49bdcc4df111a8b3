import { EMPLOYEE_LIST_FILTERS, type EmployeeListFilter } from '@/domain/enums';
import { readJson, STORAGE_KEYS, writeJson } from '@/lib/storage-keys';

/**
 * The employee list's filters (spec §9: persisted in local storage), also in the URL so a list can
 * be bookmarked and shared: `?filter=new&name=ann&all=true`. Every key is optional; a missing key
 * falls back to what is stored, then to the default (normal, no name, the selected company).
 */
export type EmployeeListSearch = { filter?: EmployeeListFilter; name?: string; all?: boolean };

export type EmployeeListPreferences = { filter: EmployeeListFilter; name: string; all: boolean };

export const DEFAULT_PREFERENCES: EmployeeListPreferences = { filter: 'normal', name: '', all: false };

/** A name filter longer than any name is a mistake or an attack; it is cut, not refused. */
const MAX_NAME_FILTER = 200;

const isFilter = (value: unknown): value is EmployeeListFilter =>
  typeof value === 'string' && (EMPLOYEE_LIST_FILTERS as readonly string[]).includes(value);

/** The URL's search params, checked: unknown values are dropped, so a bad link shows the defaults. */
export function parseEmployeeListSearch(search: Record<string, unknown>): EmployeeListSearch {
  const result: EmployeeListSearch = {};
  if (isFilter(search.filter)) result.filter = search.filter;
  if (typeof search.name === 'string' && search.name.trim() !== '') result.name = search.name.slice(0, MAX_NAME_FILTER);
  // The router parses `all=true` into a boolean; a hand-typed `all=1` is accepted too.
  if (search.all === true || search.all === 'true' || search.all === 1) result.all = true;
  return result;
}

export function readStoredPreferences(): EmployeeListSearch {
  const stored = readJson(STORAGE_KEYS.employeeList);
  return typeof stored === 'object' && stored !== null ? parseEmployeeListSearch(stored as Record<string, unknown>) : {};
}

export function storePreferences(preferences: EmployeeListPreferences): void {
  writeJson(STORAGE_KEYS.employeeList, toSearch(preferences));
}

/** The URL's values first, then the stored ones, then the defaults. */
export function resolvePreferences(search: EmployeeListSearch, stored: EmployeeListSearch): EmployeeListPreferences {
  return {
    filter: search.filter ?? stored.filter ?? DEFAULT_PREFERENCES.filter,
    name: search.name ?? stored.name ?? DEFAULT_PREFERENCES.name,
    all: search.all ?? stored.all ?? DEFAULT_PREFERENCES.all,
  };
}

/** The shortest search that says the same: defaults are left out of the URL. */
export function toSearch({ filter, name, all }: EmployeeListPreferences): EmployeeListSearch {
  return {
    ...(filter !== DEFAULT_PREFERENCES.filter ? { filter } : {}),
    ...(name.trim() !== '' ? { name } : {}),
    ...(all ? { all } : {}),
  };
}
