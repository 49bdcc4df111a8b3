import { describe, expect, it } from 'vitest';
import type { ListedEmployee } from './api/employee-list-query';
import { employeeListView } from './employee-rows';

const person = (name: string, extra: Partial<ListedEmployee> = {}): ListedEmployee => ({
  id: name, code: '1', name, jobDescription: '', isArchived: false, isHiddenInHr: false, companyId: 'c', companyCode: '1001', ...extra,
});
const staff = [
  person('Anna'),
  person('Émile'),
  person('Bert', { code: null }),
  person('Carla', { isArchived: true }),
  person('Hidden', { isHiddenInHr: true }),
  person('Ahmed'),
];

describe('employeeListView', () => {
  it('groups the chosen list by letter, accents folded, and points the letter index at each heading', () => {
    const view = employeeListView(staff, 'normal', '');
    expect(view.rows.map((r) => (r.kind === 'letter' ? r.letter : r.employee.name))).toEqual(['A', 'Anna', 'Ahmed', 'E', 'Émile']);
    expect(view.letters).toEqual([{ letter: 'A', index: 0 }, { letter: 'E', index: 3 }]);
  });

  it('counts every list, leaving hidden employees out everywhere', () => {
    expect(employeeListView(staff, 'new', '').counts).toEqual({ normal: 3, new: 1, archived: 1 });
    expect(employeeListView(staff, 'new', '').rows.map((r) => r.kind === 'employee' && r.employee.name)).toEqual([false, 'Bert']);
  });

  it('applies the name filter to the counts too, accent- and case-blind', () => {
    const view = employeeListView(staff, 'normal', 'emi');
    expect(view.counts).toEqual({ normal: 1, new: 0, archived: 0 });
    expect(employeeListView(staff, 'archived', 'nobody').rows).toEqual([]);
  });
});
