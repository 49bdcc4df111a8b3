import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '@/gql';
import type { UserUpdateInput } from '@/gql/graphql';
import { gqlRequest } from '@/lib/graphql';
import { managerKeys } from './manager-keys';

const UpdateUserDocument = graphql(`
  mutation UpdateUser($id: ID!, $data: UserUpdateInput!) {
    updateUser(where: { id: $id }, data: $data) {
      id
      version
    }
  }
`);

/** One user; a bulk edit (useBulkEdit) calls it for each record. */
export const updateUser = (id: string, data: UserUpdateInput) => gqlRequest(UpdateUserDocument, { id, data });

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, data }: { id: string; data: UserUpdateInput }) => updateUser(id, data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: managerKeys.all }),
  });
}
