import { queryOptions } from '@tanstack/react-query';
import { graphql } from '@/gql';
import type { HrDocumentUploadTypesQuery } from '@/gql/graphql';
import { gqlRequest } from '@/lib/graphql';

// The HR document types an upload can be filed under, with whether each asks for an expiry date.

export const HrDocumentUploadTypesDocument = graphql(`
  query HrDocumentUploadTypes {
    hrDocumentTypes(orderBy: [{ manualOrder: asc }]) {
      id
      name
      names {
        fr
        en
        de
        pt
      }
      expirationDateType
    }
  }
`);

export type UploadDocumentType = NonNullable<HrDocumentUploadTypesQuery['hrDocumentTypes']>[number];

export function hrDocumentUploadTypesQueryOptions() {
  return queryOptions({
    queryKey: ['uploads', 'hr-document-types'] as const,
    queryFn: async () => (await gqlRequest(HrDocumentUploadTypesDocument)).hrDocumentTypes ?? [],
    staleTime: 300_000,
  });
}
