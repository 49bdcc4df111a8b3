import { queryOptions } from '@tanstack/react-query';
import { graphql } from '@/gql';
import { gqlRequest } from '@/lib/graphql';
import { workflowKeys } from './workflows-query';

// One workflow with every version of every document. File URLs are signed for a few minutes
// (decisions.md), so the detail is refetched after a minute rather than kept.

export const SalaryControlWorkflowDocument = graphql(`
  query SalaryControlWorkflow($id: ID!) {
    hrSalaryWorkflow(where: { id: $id }) {
      id
      date
      status
      createdAt
      createdByName
      releasedAt
      releasedByName
      reopenedAt
      company {
        id
        code
        name
      }
      documents(orderBy: [{ createdAt: asc }]) {
        id
        status
        feedback
        feedbackFg
        version
        createdAt
        createdByName
        reviewedAt
        reviewedByName
        replaces {
          id
        }
        document {
          filename
          filesize
          url
        }
      }
    }
  }
`);

async function fetchWorkflow(id: string) {
  return (await gqlRequest(SalaryControlWorkflowDocument, { id })).hrSalaryWorkflow ?? null;
}

export type WorkflowDetail = NonNullable<Awaited<ReturnType<typeof fetchWorkflow>>>;
export type WorkflowDocumentVersion = WorkflowDetail['documents'] extends (infer D)[] | null | undefined ? D : never;

export function workflowQueryOptions(id: string) {
  return queryOptions({
    queryKey: workflowKeys.detail(id),
    queryFn: () => fetchWorkflow(id),
    staleTime: 60_000,
    // Opening (or reloading) the screen asks the server again even when the cache — restored from
    // the saved copy on a reload — is under a minute old: the thread is a conversation, and a
    // reviewer reloading to see the fiduciary's correction must see it. The saved copy shows at
    // once (and offline) meanwhile.
    refetchOnMount: 'always',
  });
}
