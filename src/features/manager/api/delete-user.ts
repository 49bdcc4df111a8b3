import { graphql } from '@/gql';
import { gqlRequest } from '@/lib/graphql';

// Only the list deletes users, several at once: useBulkEdit calls this for each and refreshes once.

const DeleteUserDocument = graphql(`
  mutation DeleteUser($id: ID!) {
    deleteUser(where: { id: $id }) {
      id
    }
  }
`);

export const deleteUser = (id: string) => gqlRequest(DeleteUserDocument, { id });
