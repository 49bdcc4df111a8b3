import { queryOptions } from '@tanstack/react-query';
import { graphql } from '@/gql';
import type { HrSalaryWorkflowWhereInput } from '@/gql/graphql';
import { gqlRequest } from '@/lib/graphql';
import { workflowsWhere, type WorkflowFilters } from './workflow-filters';

// Spec §7/§9: salary-control workflows, newest first, 15 a page (take 15, skip grows by take), with
// their count for the page numbers. One request for both.

export const SalaryControlWorkflowsDocument = graphql(`
  query SalaryControlWorkflows($where: HrSalaryWorkflowWhereInput!, $take: Int!, $skip: Int!) {
    hrSalaryWorkflows(where: $where, orderBy: [{ createdAt: desc }], take: $take, skip: $skip) {
      id
      date
      status
      createdAt
      createdByName
      releasedAt
      reopenedAt
      documentsCount
      company {
        id
        code
        name
      }
    }
    hrSalaryWorkflowsCount(where: $where)
  }
`);

export const PAGE_SIZE = 15;
/** Spec §9: the dashboard card's company-filtered mode shows three. */
export const DASHBOARD_SIZE = 3;

export const workflowKeys = {
  all: ['salary-control'] as const,
  lists: () => [...workflowKeys.all, 'workflows'] as const,
  detail: (id: string) => [...workflowKeys.all, 'workflow', id] as const,
};

async function fetchWorkflows(where: HrSalaryWorkflowWhereInput, take: number, skip: number) {
  const data = await gqlRequest(SalaryControlWorkflowsDocument, { where, take, skip });
  return { workflows: data.hrSalaryWorkflows ?? [], total: data.hrSalaryWorkflowsCount ?? 0 };
}

export type WorkflowSummary = Awaited<ReturnType<typeof fetchWorkflows>>['workflows'][number];

/** One page of the list (page 1 is the first) for the given filters. */
export function workflowsQueryOptions(filters: WorkflowFilters, page: number, take = PAGE_SIZE) {
  return queryOptions({
    queryKey: [...workflowKeys.lists(), filters, page, take] as const,
    queryFn: () => fetchWorkflows(workflowsWhere(filters), take, (page - 1) * take),
  });
}
