import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '@/gql';
import { gqlRequest } from '@/lib/graphql';
import { workflowKeys } from './workflows-query';

const DeleteSalaryControlDocument = graphql(`
  mutation DeleteSalaryControlDocument($id: ID!) {
    deleteHrSalaryWorkflowDocument(where: { id: $id }) {
      id
    }
  }
`);

/** canRemoveSalaryWorkflowDocument: deletes one document version (its file goes too). */
export function useRemoveDocument(workflowId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => gqlRequest(DeleteSalaryControlDocument, { id }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: workflowKeys.detail(workflowId) }),
        queryClient.invalidateQueries({ queryKey: workflowKeys.lists() }),
      ]),
  });
}
