import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '@/gql';
import { gqlRequest } from '@/lib/graphql';
import { managerKeys } from './manager-keys';

const ReorderHrDocumentTypesDocument = graphql(`
  mutation ReorderHrDocumentTypes($data: [HrDocumentTypeUpdateArgs!]!) {
    updateHrDocumentTypes(data: $data) {
      id
      manualOrder
    }
  }
`);

type OrderedType = { id: string; version?: number | null };

/** The new order in one all-or-nothing request: every type gets its position (10, 20, …). */
export function useReorderDocumentTypes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ordered: readonly OrderedType[]) =>
      gqlRequest(ReorderHrDocumentTypesDocument, {
        data: ordered.map((type, index) => ({ where: { id: type.id }, data: { manualOrder: (index + 1) * 10, expectedVersion: type.version } })),
      }),
    // Refreshed after a refusal too: the list shows the order that holds.
    onSettled: () => queryClient.invalidateQueries({ queryKey: managerKeys.all }),
  });
}
