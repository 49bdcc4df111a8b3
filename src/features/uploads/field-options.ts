import { useLingui } from '@lingui/react/macro';
import { defaultDateList } from '@/domain/default-dates';
import { SALARY_TYPES, type SalaryType } from '@/domain/enums';
import { formatDate } from '@/lib/i18n';
import type { DirectoryCompany, DirectoryEmployee } from './api/upload-directory-query';

// Options of the editable fields. Spec §9: dates from the default list, shown 'MM (MMM) YYYY'.

export type Option = { value: string; label: string };

export function useSalaryTypeOptions(): Option[] {
  const { t } = useLingui();
  const labels: Record<SalaryType, string> = {
    slip: t`Salary Slip`,
    compensation: t`Compensation certificate`,
    work: t`Certificate of employment`,
    worku1: t`Certificate of employment U1`,
  };
  return SALARY_TYPES.map((value) => ({ value, label: labels[value] }));
}

export function dateOptions(now: Date): Option[] {
  return defaultDateList(now).map((value) => ({ value, label: formatDate(value, 'defaultDateOption') }));
}

export function employeeOptions(employees: readonly DirectoryEmployee[]): Option[] {
  return employees.map((e) => ({ value: e.id, label: `${e.name ?? ''} (${e.company?.code ?? '?'}/${e.code ?? '—'})` }));
}

export function companyOptions(companies: readonly DirectoryCompany[]): Option[] {
  return companies.map((c) => ({ value: c.id, label: `${c.code ?? ''} ${c.name ?? ''}`.trim() }));
}

export function labelOf(options: readonly Option[], value: string | null): string {
  return options.find((o) => o.value === value)?.label ?? value ?? '';
}
