import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '@/gql';
import type { ReviewDecision } from '@/domain/enums';
import { gqlRequest } from '@/lib/graphql';
import { workflowKeys } from './workflows-query';

// A reviewer's decision on one document version. It names the version the reviewer saw, so a
// review made meanwhile by someone else is refused (CONFLICT) instead of overwritten.

const ReviewSalaryControlDocument = graphql(`
  mutation ReviewSalaryControlDocument($id: ID!, $data: HrSalaryWorkflowDocumentUpdateInput!) {
    updateHrSalaryWorkflowDocument(where: { id: $id }, data: $data) {
      id
      status
      version
    }
  }
`);

export type ReviewInput = { id: string; status: ReviewDecision; feedback: string; expectedVersion: number };

export function useReviewDocument(workflowId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...data }: ReviewInput) => gqlRequest(ReviewSalaryControlDocument, { id, data }),
    // Refetched after a failure too: a refused concurrent review shows the review that won.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: workflowKeys.detail(workflowId) }),
        queryClient.invalidateQueries({ queryKey: workflowKeys.lists() }),
      ]),
  });
}
