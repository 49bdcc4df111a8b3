import { graphql } from '@/gql';
import type { HrDocumentTypeCreateInput, HrDocumentTypeUpdateInput } from '@/gql/graphql';
import { gqlRequest } from '@/lib/graphql';

export const CreateHrDocumentTypeDocument = graphql(`
  mutation CreateHrDocumentType($data: HrDocumentTypeCreateInput!) {
    createHrDocumentType(data: $data) {
      id
    }
  }
`);

export const UpdateHrDocumentTypeDocument = graphql(`
  mutation UpdateHrDocumentType($id: ID!, $data: HrDocumentTypeUpdateInput!) {
    updateHrDocumentType(where: { id: $id }, data: $data) {
      id
      version
    }
  }
`);

export const ReorderHrDocumentTypesDocument = graphql(`
  mutation ReorderHrDocumentTypes($data: [HrDocumentTypeUpdateArgs!]!) {
    updateHrDocumentTypes(data: $data) {
      id
      manualOrder
    }
  }
`);

export const DeleteHrDocumentTypeDocument = graphql(`
  mutation DeleteHrDocumentType($id: ID!) {
    deleteHrDocumentType(where: { id: $id }) {
      id
    }
  }
`);

export const createDocumentType = (data: HrDocumentTypeCreateInput) => gqlRequest(CreateHrDocumentTypeDocument, { data });
export const updateDocumentType = (id: string, data: HrDocumentTypeUpdateInput) => gqlRequest(UpdateHrDocumentTypeDocument, { id, data });
export const deleteDocumentType = (id: string) => gqlRequest(DeleteHrDocumentTypeDocument, { id });

/** The new order in one all-or-nothing request: every type gets its position (10, 20, …). */
export const saveDocumentTypeOrder = (ordered: readonly { id: string; version?: number | null }[]) =>
  gqlRequest(ReorderHrDocumentTypesDocument, {
    data: ordered.map((type, index) => ({ where: { id: type.id }, data: { manualOrder: (index + 1) * 10, expectedVersion: type.version } })),
  });
