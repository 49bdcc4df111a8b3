import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '@/gql';
import type { UserCreateInput } from '@/gql/graphql';
import { gqlRequest } from '@/lib/graphql';
import { managerKeys } from './manager-keys';

const CreateUserDocument = graphql(`
  mutation CreateUser($data: UserCreateInput!) {
    createUser(data: $data) {
      id
    }
  }
`);

const createUser = (data: UserCreateInput) => gqlRequest(CreateUserDocument, { data });

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createUser, onSuccess: () => queryClient.invalidateQueries({ queryKey: managerKeys.all }) });
}
