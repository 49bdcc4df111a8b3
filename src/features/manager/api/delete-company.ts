import { graphql } from '@/gql';
import { gqlRequest } from '@/lib/graphql';

// Only the list deletes companies, several at once: useBulkEdit calls this for each and refreshes once.

const DeleteCompanyDocument = graphql(`
  mutation DeleteCompany($id: ID!) {
    deleteCompany(where: { id: $id }) {
      id
      isArchived
    }
  }
`);

export const deleteCompany = (id: string) => gqlRequest(DeleteCompanyDocument, { id });
