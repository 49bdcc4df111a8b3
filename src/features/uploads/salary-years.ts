import type { SalaryType } from '@/domain/enums';
import type { EmployeeSalary } from './api/my-salaries-query';

export type SalaryYear = { year: string; documents: EmployeeSalary[]; neverOpened: number };

/**
 * Salary documents of one type (or all) by year, newest year first; within a year the API's order
 * (date descending) is kept. `neverOpened` counts those the employee has not downloaded yet.
 */
export function salariesByYear(salaries: readonly EmployeeSalary[], type: SalaryType | null): SalaryYear[] {
  const years = new Map<string, EmployeeSalary[]>();
  for (const salary of salaries) {
    if (type !== null && salary.type !== type) continue;
    const year = (salary.date ?? '').slice(0, 4);
    years.set(year, [...(years.get(year) ?? []), salary]);
  }
  return [...years.entries()]
    .sort(([a], [b]) => b.localeCompare(a))
    .map(([year, documents]) => ({ year, documents, neverOpened: documents.filter((d) => !d.firstSeenAt).length }));
}
