import { queryOptions } from '@tanstack/react-query';
import { graphql } from '@/gql';
import type { CompanyDetailsQuery } from '@/gql/graphql';
import { gqlRequest } from '@/lib/graphql';

// The taxation screen's company facts. The API answers null for identifiers without companyCodes
// or provider rights and for persons in charge without companyContacts (docs/decisions/access.md).

export const CompanyDetailsDocument = graphql(`
  query CompanyDetails($id: ID!) {
    company(where: { id: $id }) {
      id
      code
      name
      taxId
      rcsId
      vatId
      naceId
      personInChargeAccounting {
        id
        name
        email
        phone
      }
      personInChargeHumanResources {
        id
        name
        email
        phone
      }
    }
  }
`);

export type CompanyDetails = NonNullable<CompanyDetailsQuery['company']>;

export function companyDetailsQueryOptions(companyId: string) {
  return queryOptions({
    queryKey: ['company-details', companyId] as const,
    queryFn: async () => (await gqlRequest(CompanyDetailsDocument, { id: companyId })).company,
  });
}
