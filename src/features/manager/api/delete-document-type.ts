import { graphql } from '@/gql';
import { gqlRequest } from '@/lib/graphql';

// Only the list deletes document types, several at once: useBulkEdit calls this for each and refreshes once.

const DeleteHrDocumentTypeDocument = graphql(`
  mutation DeleteHrDocumentType($id: ID!) {
    deleteHrDocumentType(where: { id: $id }) {
      id
    }
  }
`);

export const deleteDocumentType = (id: string) => gqlRequest(DeleteHrDocumentTypeDocument, { id });
