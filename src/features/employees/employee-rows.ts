import { employeeLetter, employeeListFilter, groupByLetter, nameFilterMatcher, nameSearchKey } from '@/domain/employees';
import type { EmployeeListFilter } from '@/domain/enums';
import type { ListedEmployee } from './api/employee-list-query';

export type EmployeeRow = { kind: 'letter'; letter: string } | { kind: 'employee'; employee: ListedEmployee };

export type EmployeeListView = {
  /** Letter headings and employees, flat, in display order: what the virtual list renders. */
  rows: EmployeeRow[];
  /** Each letter shown and the index of its heading, for the letter index. */
  letters: { letter: string; index: number }[];
  /** How many employees match the name filter in each list (spec §4), for the filter's labels. */
  counts: Record<EmployeeListFilter, number>;
};

type Prepared = { employee: ListedEmployee; name: string; searchKey: string; letter: string; list: EmployeeListFilter };

// What a keystroke would otherwise recompute for each of 15,000 names (Unicode folding above all),
// worked out once per list the API returned. Keyed on the array, so a refetched list is prepared anew.
const preparedLists = new WeakMap<readonly ListedEmployee[], Prepared[]>();

function prepare(employees: readonly ListedEmployee[]): Prepared[] {
  let prepared = preparedLists.get(employees);
  if (!prepared) {
    prepared = employees
      .filter((employee) => !employee.isHiddenInHr)
      .map((employee) => ({
        employee,
        name: employee.name,
        searchKey: nameSearchKey(employee.name),
        letter: employeeLetter(employee.name),
        list: employeeListFilter(employee),
      }));
    preparedLists.set(employees, prepared);
  }
  return prepared;
}

/**
 * The list the screen shows: hidden employees left out (spec §4), the name filter applied to every
 * list (so the counts say where the matches are), then the chosen list grouped by letter.
 */
export function employeeListView(employees: readonly ListedEmployee[], filter: EmployeeListFilter, name: string): EmployeeListView {
  const counts: Record<EmployeeListFilter, number> = { normal: 0, new: 0, archived: 0 };
  const shown: Prepared[] = [];
  const matches = nameFilterMatcher(name);
  for (const entry of prepare(employees)) {
    if (!matches(entry.searchKey)) continue;
    counts[entry.list] += 1;
    if (entry.list === filter) shown.push(entry);
  }
  const rows: EmployeeRow[] = [];
  const letters: EmployeeListView['letters'] = [];
  for (const group of groupByLetter(shown, (entry) => entry.letter)) {
    letters.push({ letter: group.letter, index: rows.length });
    rows.push({ kind: 'letter', letter: group.letter });
    for (const entry of group.employees) rows.push({ kind: 'employee', employee: entry.employee });
  }
  return { rows, letters, counts };
}
