import { graphql } from '@/gql';
import { workflowDuplicateKey, type SalaryControlData } from '@/domain/staging';
import { gqlRequest } from '@/lib/graphql';
import { duplicateKeysQueryOptions } from './duplicate-keys';

// Spec §7 duplicate check for salary control: workflows with the same company and date.

export const WorkflowDuplicatesDocument = graphql(`
  query WorkflowDuplicates($where: HrSalaryWorkflowWhereInput!) {
    hrSalaryWorkflows(where: $where) {
      id
      date
      company {
        id
      }
    }
  }
`);

export type WorkflowKey = { company: string; date: string };

/** The complete keys among staged salary-control data. */
export function workflowKeys(staged: readonly SalaryControlData[]): WorkflowKey[] {
  return staged.flatMap(({ company, date }) => (company && date ? [{ company, date }] : []));
}

export function workflowDuplicatesQueryOptions(keys: readonly WorkflowKey[]) {
  return duplicateKeysQueryOptions('workflow-duplicates', keys, async (chunk) => {
    const OR = chunk.map((k) => ({ company: { id: { equals: k.company } }, date: { equals: k.date } }));
    const result = await gqlRequest(WorkflowDuplicatesDocument, { where: { OR } });
    return (result.hrSalaryWorkflows ?? []).map((w) => workflowDuplicateKey({ company: w.company?.id ?? null, date: w.date ?? null }));
  });
}
