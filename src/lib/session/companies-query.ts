import { queryOptions } from '@tanstack/react-query';
import { graphql } from '@/gql';
import { gqlRequest } from '@/lib/graphql';
import { normalizeCompany } from './normalize';

export const CompaniesDocument = graphql(`
  query Companies {
    companies(orderBy: [{ name: asc }]) {
      id
      code
      name
      hrEnabled
    }
  }
`);

export type { CompanySummary } from './normalize';

/** Spec §9: companies are refreshed at most every 5 minutes unless forced. */
export const COMPANIES_STALE_TIME_MS = 300_000;

export function companiesQueryOptions() {
  return queryOptions({
    queryKey: ['companies'] as const,
    queryFn: async () => ((await gqlRequest(CompaniesDocument)).companies ?? []).map(normalizeCompany),
    staleTime: COMPANIES_STALE_TIME_MS,
  });
}
