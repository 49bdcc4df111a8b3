import { msg } from '@lingui/core/macro';
import { isSalaryType } from '@/domain/enums';
import { salaryDuplicateKey } from '@/domain/staging';
import { employeeSalariesQueryOptions } from './api/my-salaries-query';
import { salaryDuplicatesQueryOptions, salaryKeys } from './api/salary-duplicates-query';
import type { BatchKind } from './batch-kind';
import { employeeOptions, salaryTypeOptions } from './field-options';
import { salaryFileDescriber } from './file-matching';
import { PayrollCompleteness } from './payroll-completeness';

// Salary documents (slips and certificates) for payroll staff, in /hr/salaries: type, date and
// employee from the file name (spec §5), confirmable duplicates.

export const salaryKind: BatchKind<'salary'> = {
  kind: 'salary',
  labels: {
    dropArea: msg`Drop salary PDFs here or click to choose files`,
    hint: msg`Named TYPE_COMPANY_EMPLOYEE_DATE.pdf, e.g. Sal_1001_12_112025.pdf`,
    table: msg`Staged salary files`,
    duplicates: msg`Duplicates found. Please confirm or remove individual files to continue.`,
    unsupportedType: msg`Not a PDF file`,
  },
  fields: [
    { field: 'type', header: msg`Type`, label: (name) => msg`Type of ${name}`, input: 'select', options: ({ i18n }) => salaryTypeOptions(i18n), parse: (value) => (isSalaryType(value) ? value : null) },
    { field: 'date', header: msg`Date`, label: (name) => msg`Date of ${name}`, input: 'select', options: ({ dates }) => dates },
    { field: 'employee', header: msg`Employee`, label: (name) => msg`Employee of ${name}`, input: 'select', options: ({ directory }) => employeeOptions(directory.employees), searchable: true },
  ],
  describer: (directory, defaultDate) => salaryFileDescriber(directory.employees, defaultDate),
  duplicateKey: salaryDuplicateKey,
  serverDuplicates: (staged) => salaryDuplicatesQueryOptions(salaryKeys(staged)),
  duplicatesConfirmable: true,
  showsMatchSummary: true,
  matchesFileNames: true,
  batchCheck: PayrollCompleteness,
  listsShowing: (data) => (data.employee ? [employeeSalariesQueryOptions(data.employee).queryKey] : []),
};
