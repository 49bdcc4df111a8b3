import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '@/gql';
import { gqlRequest } from '@/lib/graphql';
import { hrDocumentsKeys } from '@/lib/query';

// Spec §7 updateHrDocuments with requestedRemoval: asking for a document's removal, with an
// optional reason, and withdrawing the request while the fiduciary has not decided on it.

const RequestRemovalDocument = graphql(`
  mutation RequestHrDocumentRemoval($id: ID!, $requested: Boolean!, $reason: String) {
    updateHrDocuments(data: [{ where: { id: $id }, data: { requestedRemoval: $requested, removalReason: $reason } }]) {
      id
      requestedRemoval
    }
  }
`);

export function useRemovalRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: { id: string; requested: boolean; reason?: string }) =>
      gqlRequest(RequestRemovalDocument, { id: variables.id, requested: variables.requested, reason: variables.reason ?? null }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hrDocumentsKeys.all }),
  });
}
