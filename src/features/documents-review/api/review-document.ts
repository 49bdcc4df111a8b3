import { graphql } from '@/gql';
import { gqlRequest } from '@/lib/graphql';

// The reviewer's decisions on one document (spec §7 updateHrDocuments): approve an upload, decline
// an upload or a removal request with a reason the uploader sees.

const ReviewHrDocumentDocument = graphql(`
  mutation ReviewHrDocument($id: ID!, $data: HrDocumentUpdateInput!) {
    updateHrDocuments(data: [{ where: { id: $id }, data: $data }]) {
      id
    }
  }
`);

export function approveDocument(id: string) {
  return gqlRequest(ReviewHrDocumentDocument, { id, data: { needsReview: false } });
}

/** Declines the removal request when there is one, otherwise the upload. */
export function declineDocument(document: { id: string; requestedRemoval?: boolean | null }, reason: string) {
  const data = document.requestedRemoval ? { requestedRemoval: false, declineReason: reason } : { needsReview: false, declineReason: reason };
  return gqlRequest(ReviewHrDocumentDocument, { id: document.id, data });
}
