import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { defaultDateList } from '@/domain/default-dates';
import { SALARY_TYPES } from '@/domain/enums';
import { formatDate } from '@/lib/i18n';
import { SALARY_TYPE_WORDS } from '@/lib/i18n/value-words';
import type { DirectoryCompany, DirectoryEmployee } from './api/upload-directory-query';

// Options of the editable fields. Spec §9: dates from the default list, shown 'MM (MMM) YYYY'.

export type Option = { value: string; label: string };

export function salaryTypeOptions(i18n: I18n): Option[] {
  return SALARY_TYPES.map((value) => ({ value, label: i18n._(SALARY_TYPE_WORDS[value]) }));
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
