import { queryOptions } from '@tanstack/react-query';
import { graphql } from '@/gql';
import { gqlRequest } from '@/lib/graphql';

export const CurrentImpersonationDocument = graphql(`
  query CurrentImpersonation {
    currentImpersonation {
      actorName
      actorEmail
      userName
      userEmail
      startedAt
      expiresAt
    }
  }
`);

export function currentImpersonationQueryOptions() {
  return queryOptions({
    queryKey: ['current-impersonation'] as const,
    queryFn: async () => (await gqlRequest(CurrentImpersonationDocument)).currentImpersonation,
  });
}
