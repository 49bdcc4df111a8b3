import { queryOptions } from '@tanstack/react-query';
import { graphql } from '@/gql';
import { gqlRequest } from '@/lib/graphql';
import { workflowDuplicateKey } from '@/domain/staging';

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

const CHUNK = 100;

export function workflowDuplicatesQueryOptions(keys: readonly WorkflowKey[]) {
  return queryOptions({
    queryKey: ['uploads', 'workflow-duplicates', keys] as const,
    queryFn: async () => {
      const found = new Set<string>();
      for (let i = 0; i < keys.length; i += CHUNK) {
        const OR = keys.slice(i, i + CHUNK).map((k) => ({ company: { id: { equals: k.company } }, date: { equals: k.date } }));
        const result = await gqlRequest(WorkflowDuplicatesDocument, { where: { OR } });
        for (const w of result.hrSalaryWorkflows ?? []) {
          const key = workflowDuplicateKey({ company: w.company?.id ?? null, date: w.date ?? null });
          if (key) found.add(key);
        }
      }
      // An array, not the Set: the query cache is persisted as JSON, where a Set comes back as {}.
      return [...found];
    },
    enabled: keys.length > 0,
    // Never answered from cache: a file just sent makes the same question's old answer wrong.
    gcTime: 0,
    staleTime: 0,
  });
}
