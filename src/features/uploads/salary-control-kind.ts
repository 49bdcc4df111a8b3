import { msg } from '@lingui/core/macro';
import { workflowDuplicateKey } from '@/domain/staging';
import { workflowDuplicatesQueryOptions, workflowKeys } from './api/workflow-duplicates-query';
import type { BatchKind } from './batch-kind';
import { companyOptions } from './field-options';
import { salaryControlFileDescriber } from './file-matching';
import { SALARY_CONTROL_QUERY_KEY } from './salary-control-document-kind';

// Salary-control documents for provider staff, in /salary-control: each file opens a workflow for
// its company and month (spec §5), with the uploader's comment, which may stay empty.

export const salaryControlKind: BatchKind<'salaryControl'> = {
  kind: 'salaryControl',
  labels: {
    dropArea: msg`Drop salary-control PDFs here or click to choose files`,
    hint: msg`Named COMPANY_MMYYYY.pdf, e.g. 1001_112025.pdf`,
    table: msg`Staged salary-control files`,
    duplicates: msg`Please remove duplicate entries`,
    unsupportedType: msg`Not a PDF file`,
  },
  fields: [
    { field: 'company', header: msg`Company`, label: (name) => msg`Company of ${name}`, input: 'select', options: ({ directory }) => companyOptions(directory.companies), searchable: true },
    { field: 'date', header: msg`Date`, label: (name) => msg`Date of ${name}`, input: 'select', options: ({ dates }) => dates },
    { field: 'feedbackFg', header: msg`Comment`, label: (name) => msg`Comment on ${name}`, input: 'text' },
  ],
  describer: (directory, defaultDate) => salaryControlFileDescriber(directory.companies, defaultDate),
  duplicateKey: workflowDuplicateKey,
  serverDuplicates: (staged) => workflowDuplicatesQueryOptions(workflowKeys(staged)),
  duplicatesConfirmable: false,
  showsMatchSummary: false,
  matchesFileNames: true,
  listsShowing: () => [SALARY_CONTROL_QUERY_KEY],
};
