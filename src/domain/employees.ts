import type { EmployeeListFilter } from './enums';

/** Letters with their accents removed ('É' → 'E'), for grouping and accent-blind search. */
export function foldAccents(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '');
}

/** The initial used for alphabetical grouping: an upper-case A–Z letter, or '#' for anything else. */
export function employeeLetter(name: string): string {
  const first = Array.from(foldAccents(name.trim()))[0] ?? '';
  const upper = first.toUpperCase().charAt(0);
  return /^[A-Z]$/.test(upper) ? upper : '#';
}

/**
 * Spec §4: archived wins; an employee without a code (not yet registered by payroll) is new;
 * everyone else is normal.
 */
export function employeeListFilter(employee: { code: string | null; isArchived: boolean }): EmployeeListFilter {
  if (employee.isArchived) return 'archived';
  if (employee.code === null || employee.code.trim() === '') return 'new';
  return 'normal';
}

/**
 * Who counts as an active employee wherever a number of employees is shown: everyone not archived,
 * the normal list and the new one together (issue #44: the dashboard said "38 employees" while the
 * normal list, translated "Active", said 33). The dashboard's count asks the API for exactly these.
 */
export const ACTIVE_EMPLOYEE_LISTS: readonly EmployeeListFilter[] = ['normal', 'new'];

export function isActiveEmployee(employee: { code: string | null; isArchived: boolean }): boolean {
  return ACTIVE_EMPLOYEE_LISTS.includes(employeeListFilter(employee));
}

/** A name or a typed filter as the name search compares them: accents folded, lower case. */
export function nameSearchKey(value: string): string {
  return foldAccents(value).toLowerCase();
}

/**
 * Accent- and case-blind name search, as people type names without accents: a test of names given
 * by their nameSearchKey, so a list of thousands folds each name once, not on every keystroke.
 */
export function nameFilterMatcher(filter: string): (searchKey: string) => boolean {
  const needle = nameSearchKey(filter.trim());
  return needle === '' ? () => true : (searchKey) => searchKey.includes(needle);
}

/** Whether one name matches the typed filter (see nameFilterMatcher). */
export function matchesNameFilter(name: string, filter: string): boolean {
  return nameFilterMatcher(filter)(nameSearchKey(name));
}

export type LetterGroup<T> = { letter: string; employees: T[] };

/**
 * Groups employees by initial, letters A–Z first and '#' last; each group keeps the input order
 * (the API already sorts by name).
 */
export function groupByLetter<T extends { name: string }>(employees: readonly T[], letterOf: (employee: T) => string = (e) => employeeLetter(e.name)): LetterGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const employee of employees) {
    const letter = letterOf(employee);
    const group = groups.get(letter);
    if (group) group.push(employee);
    else groups.set(letter, [employee]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === '#' ? 1 : b === '#' ? -1 : a.localeCompare(b)))
    .map(([letter, members]) => ({ letter, employees: members }));
}

/** An employee code as payroll assigns it: 1 to 6 digits, optionally a hyphen and more digits (like salary file names). */
export function isEmployeeCode(code: string): boolean {
  return /^\d{1,6}(-\d+)?$/.test(code);
}
