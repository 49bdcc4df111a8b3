import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { employeeLetter, employeeListFilter, groupByLetter, isActiveEmployee, matchesNameFilter } from './employees';

describe('employeeLetter', () => {
  it('takes the upper-case first letter with accents folded', () => {
    expect(employeeLetter('Élise Muller')).toBe('E');
    expect(employeeLetter('  çarla')).toBe('C');
    expect(employeeLetter('Øystein')).toBe('#');
    expect(employeeLetter('müller')).toBe('M');
  });

  it("gives '#' for names that do not start with a letter", () => {
    expect(employeeLetter('42 Intérim')).toBe('#');
    expect(employeeLetter('')).toBe('#');
    expect(employeeLetter('(vacant)')).toBe('#');
  });

  it('always gives A–Z or #', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (name) => {
        expect(employeeLetter(name)).toMatch(/^[A-Z#]$/);
      }),
    );
  });
});

describe('employeeListFilter', () => {
  it('sorts employees into normal, new and archived', () => {
    expect(employeeListFilter({ code: '12', isArchived: false })).toBe('normal');
    expect(employeeListFilter({ code: null, isArchived: false })).toBe('new');
    expect(employeeListFilter({ code: ' ', isArchived: false })).toBe('new');
    expect(employeeListFilter({ code: '12', isArchived: true })).toBe('archived');
    expect(employeeListFilter({ code: null, isArchived: true })).toBe('archived');
  });
});

describe('matchesNameFilter', () => {
  it('ignores case and accents', () => {
    expect(matchesNameFilter('Élise Müller', 'elise mu')).toBe(true);
    expect(matchesNameFilter('Elise Muller', 'MÜLL')).toBe(true);
    expect(matchesNameFilter('Elise Muller', 'bob')).toBe(false);
    expect(matchesNameFilter('Elise Muller', '  ')).toBe(true);
  });
});

describe('groupByLetter', () => {
  it('groups by initial, A–Z then #, keeping order within a group', () => {
    const names = ['Émile', 'Anna', '3M Services', 'Eva', 'Zoé', 'adam'];
    const groups = groupByLetter(names.map((name) => ({ name })));
    expect(groups.map((g) => [g.letter, g.employees.map((e) => e.name)])).toEqual([
      ['A', ['Anna', 'adam']],
      ['E', ['Émile', 'Eva']],
      ['Z', ['Zoé']],
      ['#', ['3M Services']],
    ]);
  });

  it('keeps every employee exactly once', () => {
    fc.assert(
      fc.property(fc.array(fc.string()), (names) => {
        const groups = groupByLetter(names.map((name) => ({ name })));
        expect(groups.flatMap((g) => g.employees).length).toBe(names.length);
      }),
    );
  });
});

describe('active employees (the dashboard’s count)', () => {
  it('are the normal and the new lists together: everyone not archived', () => {
    const staff = [
      { code: '12', isArchived: false },
      { code: null, isArchived: false },
      { code: ' ', isArchived: false },
      { code: '37', isArchived: true },
    ];
    expect(staff.filter(isActiveEmployee)).toHaveLength(3);
  });
});
