import { graphql } from '@/gql';
import type { UserCreateInput, UserUpdateInput } from '@/gql/graphql';
import { gqlRequest } from '@/lib/graphql';

export const CreateUserDocument = graphql(`
  mutation CreateUser($data: UserCreateInput!) {
    createUser(data: $data) {
      id
    }
  }
`);

export const UpdateUserDocument = graphql(`
  mutation UpdateUser($id: ID!, $data: UserUpdateInput!) {
    updateUser(where: { id: $id }, data: $data) {
      id
      version
    }
  }
`);

export const DeleteUserDocument = graphql(`
  mutation DeleteUser($id: ID!) {
    deleteUser(where: { id: $id }) {
      id
    }
  }
`);

export const createUser = (data: UserCreateInput) => gqlRequest(CreateUserDocument, { data });
export const updateUser = (id: string, data: UserUpdateInput) => gqlRequest(UpdateUserDocument, { id, data });
export const deleteUser = (id: string) => gqlRequest(DeleteUserDocument, { id });
