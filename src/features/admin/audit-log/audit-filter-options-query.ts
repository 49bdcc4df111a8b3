import { queryOptions } from '@tanstack/react-query';
import { graphql } from '@/gql';
import { gqlRequest } from '@/lib/graphql';

/** The people who may appear in the log, for the actor and on-behalf-of filters. */
export const AuditFilterOptionsDocument = graphql(`
  query AuditFilterOptions {
    users(orderBy: [{ email: asc }], take: 2000) {
      id
      email
    }
    companies(orderBy: [{ name: asc }]) {
      id
      code
      name
    }
  }
`);

export function auditFilterOptionsQueryOptions() {
  return queryOptions({
    queryKey: ['audit-filter-options'] as const,
    queryFn: () => gqlRequest(AuditFilterOptionsDocument),
    staleTime: 5 * 60_000,
  });
}
