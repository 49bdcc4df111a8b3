import type { QueryKey } from '@tanstack/react-query';
import type { SalaryControlDocumentData } from '@/domain/staging';

// Documents added to an existing salary control from its detail screen: a further document, or the
// corrected version of a rejected one (`replaces`). Staged and sent by the same queue as every batch
// (retries, idempotency keys, surviving a reload), one file at a time rather than a batch table.

/**
 * The salary-control feature's query keys start with this (its workflowKeys.all): the workflow and
 * the lists showing it are refetched once the file is on the server. Features do not import each
 * other, so the key is named here as the contract between the two.
 */
export const SALARY_CONTROL_QUERY_KEY = ['salary-control'] as const;

export const salaryControlDocumentKind = {
  kind: 'salaryControlDocument',
  listsShowing: (_data: SalaryControlDocumentData): QueryKey[] => [SALARY_CONTROL_QUERY_KEY],
} as const;
