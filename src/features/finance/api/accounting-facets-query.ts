import { queryOptions } from '@tanstack/react-query';
import { graphql } from '@/gql';
import type { AccountingDocumentTypeType } from '@/gql/graphql';
import { gqlRequest } from '@/lib/graphql';
import { accountingDocumentsKey } from '@/lib/query';

// The tag and year choices of the filters: what the company's documents actually hold.

export const AccountingFacetsDocument = graphql(`
  query AccountingFacets($company: ID!, $type: AccountingDocumentTypeType) {
    accountingDocumentFacets(company: $company, type: $type) {
      tags
      years
    }
  }
`);

export function accountingFacetsQueryOptions(companyId: string, type: AccountingDocumentTypeType | null = null) {
  return queryOptions({
    queryKey: [...accountingDocumentsKey(companyId), 'facets', type] as const,
    queryFn: async () => (await gqlRequest(AccountingFacetsDocument, { company: companyId, type })).accountingDocumentFacets,
  });
}
