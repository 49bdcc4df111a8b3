import type { SalaryType } from './enums';

// What period a salary document covers, as its list names it: a slip its month, the yearly
// compensation certificate (dated 1 January of its year) its year — issue #44: "· 01.2025".

export type SalaryPeriod = { kind: 'year'; year: string } | { kind: 'month'; date: string };

export function salaryPeriod(type: SalaryType | null | undefined, date: string): SalaryPeriod {
  return type === 'compensation' ? { kind: 'year', year: date.slice(0, 4) } : { kind: 'month', date };
}
