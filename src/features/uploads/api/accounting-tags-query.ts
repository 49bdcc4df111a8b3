import { queryOptions } from '@tanstack/react-query';
import { graphql } from '@/gql';
import { gqlRequest } from '@/lib/graphql';
import { accountingDocumentsKey } from '@/lib/query';

// The company's tags in use, offered as suggestions for the tag of a staged file.

export const AccountingTagSuggestionsDocument = graphql(`
  query AccountingTagSuggestions($company: ID!) {
    accountingDocumentFacets(company: $company) {
      tags
    }
  }
`);

export function accountingTagSuggestionsQueryOptions(companyId: string) {
  return queryOptions({
    // Under the company's accounting-documents key, so a sent upload refreshes the suggestions too.
    queryKey: [...accountingDocumentsKey(companyId), 'tag-suggestions'] as const,
    queryFn: async () => (await gqlRequest(AccountingTagSuggestionsDocument, { company: companyId })).accountingDocumentFacets.tags,
  });
}
