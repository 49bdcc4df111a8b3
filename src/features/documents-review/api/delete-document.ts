import { graphql } from '@/gql';
import { gqlRequest } from '@/lib/graphql';

// deleteHrDocuments: the document and its file are removed for good (the fiduciary's admins only).

const DeleteHrDocumentDocument = graphql(`
  mutation DeleteHrDocument($id: ID!) {
    deleteHrDocuments(where: [{ id: $id }]) {
      id
    }
  }
`);

export function deleteDocument(id: string) {
  return gqlRequest(DeleteHrDocumentDocument, { id });
}
