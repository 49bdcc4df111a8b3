import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '@/gql';
import { gqlRequest } from '@/lib/graphql';
import { workflowKeys } from './workflows-query';

// A reply without a file (spec §7: the upload is optional): the payroll staff answer a rejection in
// words, as the next version of the document. Files go through the upload queue instead.

const ReplySalaryControlDocument = graphql(`
  mutation ReplySalaryControlDocument($data: HrSalaryWorkflowDocumentCreateInput!) {
    createHrSalaryWorkflowDocument(data: $data) {
      id
    }
  }
`);

export type ReplyInput = { workflowId: string; replacesId: string; feedbackFg: string; uploadKey: string };

export function useReplyDocument(workflowId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ replacesId, feedbackFg, uploadKey }: ReplyInput) =>
      gqlRequest(ReplySalaryControlDocument, {
        data: { workflow: { connect: { id: workflowId } }, replaces: { connect: { id: replacesId } }, feedbackFg, uploadKey },
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: workflowKeys.detail(workflowId) }),
        queryClient.invalidateQueries({ queryKey: workflowKeys.lists() }),
      ]),
  });
}
