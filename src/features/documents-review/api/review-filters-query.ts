import { queryOptions } from '@tanstack/react-query';
import { graphql } from '@/gql';
import { gqlRequest } from '@/lib/graphql';

// The choices of the inbox's company and type filters.

export const ReviewFiltersDocument = graphql(`
  query ReviewFilters {
    companies(orderBy: [{ name: asc }]) {
      id
      name
    }
    hrDocumentTypes(orderBy: [{ manualOrder: asc }]) {
      id
      name
      names {
        fr
        en
        de
        pt
      }
    }
  }
`);

export function reviewFiltersQueryOptions() {
  return queryOptions({
    queryKey: ['documents-review', 'filters'] as const,
    queryFn: async () => {
      const result = await gqlRequest(ReviewFiltersDocument);
      return { companies: result.companies ?? [], types: result.hrDocumentTypes ?? [] };
    },
    staleTime: 300_000,
  });
}
