import { employeeListFilter, groupByLetter, matchesNameFilter } from '@/domain/employees';
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

/**
 * The list the screen shows: hidden employees left out (spec §4), the name filter applied to every
 * list (so the counts say where the matches are), then the chosen list grouped by letter.
 */
export function employeeListView(employees: readonly ListedEmployee[], filter: EmployeeListFilter, name: string): EmployeeListView {
  const counts: Record<EmployeeListFilter, number> = { normal: 0, new: 0, archived: 0 };
  const shown: ListedEmployee[] = [];
  for (const employee of employees) {
    if (employee.isHiddenInHr || !matchesNameFilter(employee.name, name)) continue;
    const list = employeeListFilter(employee);
    counts[list] += 1;
    if (list === filter) shown.push(employee);
  }
  const rows: EmployeeRow[] = [];
  const letters: EmployeeListView['letters'] = [];
  for (const group of groupByLetter(shown)) {
    letters.push({ letter: group.letter, index: rows.length });
    rows.push({ kind: 'letter', letter: group.letter });
    for (const employee of group.employees) rows.push({ kind: 'employee', employee });
  }
  return { rows, letters, counts };
}
