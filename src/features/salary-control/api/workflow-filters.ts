import { isWorkflowStatus, type WorkflowStatus } from '@/domain/enums';
import type { HrSalaryWorkflowWhereInput } from '@/gql/graphql';

// The list's filters live in the address (?company, month, status, page), so a filtered page can
// be bookmarked and survives a reload. Anything malformed in the address is dropped, not trusted.

export type WorkflowFilters = { company?: string; month?: string; status?: WorkflowStatus };

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const ID = /^[A-Za-z0-9-]{1,64}$/;

export function parseWorkflowFilters(search: Record<string, unknown>): WorkflowFilters {
  const { company, month, status } = search;
  return {
    company: typeof company === 'string' && ID.test(company) ? company : undefined,
    month: typeof month === 'string' && MONTH.test(month) ? month : undefined,
    status: isWorkflowStatus(status) ? status : undefined,
  };
}

/** The GraphQL filter: a workflow's `date` is the first day of its month. */
export function workflowsWhere({ company, month, status }: WorkflowFilters): HrSalaryWorkflowWhereInput {
  return {
    ...(company ? { company: { id: { equals: company } } } : {}),
    ...(month ? { date: { equals: `${month}-01` } } : {}),
    ...(status ? { status: { equals: status } } : {}),
  };
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
