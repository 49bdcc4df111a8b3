import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '@/gql';
import type { HrDocumentTypeUpdateInput } from '@/gql/graphql';
import { gqlRequest } from '@/lib/graphql';
import { managerKeys } from './manager-keys';

const UpdateHrDocumentTypeDocument = graphql(`
  mutation UpdateHrDocumentType($id: ID!, $data: HrDocumentTypeUpdateInput!) {
    updateHrDocumentType(where: { id: $id }, data: $data) {
      id
      version
    }
  }
`);

/** One document type; a bulk edit (useBulkEdit) calls it for each record. */
export const updateDocumentType = (id: string, data: HrDocumentTypeUpdateInput) => gqlRequest(UpdateHrDocumentTypeDocument, { id, data });

export function useUpdateDocumentType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, data }: { id: string; data: HrDocumentTypeUpdateInput }) => updateDocumentType(id, data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: managerKeys.all }),
  });
}
