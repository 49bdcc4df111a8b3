import { queryOptions } from '@tanstack/react-query';
import { graphql } from '@/gql';
import type { ManagerDocumentTypeQuery } from '@/gql/graphql';
import { gqlRequest } from '@/lib/graphql';
import { managerKeys } from './manager-keys';

export const ManagerDocumentTypeDocument = graphql(`
  query ManagerDocumentType($id: ID!) {
    hrDocumentType(where: { id: $id }) {
      id
      name
      names {
        fr
        en
        de
        pt
      }
      isRequired
      expirationDateType
      appShowExpiringInfoInDays
      version
      documentsCount
    }
  }
`);

export type ManagerDocumentTypeDetail = NonNullable<ManagerDocumentTypeQuery['hrDocumentType']>;

export function documentTypeQueryOptions(id: string) {
  return queryOptions({ queryKey: managerKeys.documentType(id), queryFn: () => gqlRequest(ManagerDocumentTypeDocument, { id }) });
}
