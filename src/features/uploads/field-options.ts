import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { defaultDateList } from '@/domain/default-dates';
import { SALARY_TYPES, type SalaryType } from '@/domain/enums';
import { formatDate } from '@/lib/i18n';
import type { DirectoryCompany, DirectoryEmployee } from './api/upload-directory-query';

// Options of the editable fields. Spec §9: dates from the default list, shown 'MM (MMM) YYYY'.

export type Option = { value: string; label: string };

const SALARY_TYPE_LABELS: Record<SalaryType, MessageDescriptor> = {
  slip: msg`Salary Slip`,
  compensation: msg`Compensation certificate`,
  work: msg`Certificate of employment`,
  worku1: msg`Certificate of employment U1`,
};

export function salaryTypeOptions(i18n: I18n): Option[] {
  return SALARY_TYPES.map((value) => ({ value, label: i18n._(SALARY_TYPE_LABELS[value]) }));
}

export function useSalaryTypeOptions(): Option[] {
  const { i18n } = useLingui();
  return salaryTypeOptions(i18n);
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
