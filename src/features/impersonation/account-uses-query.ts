import { queryOptions } from '@tanstack/react-query';
import { graphql } from '@/gql';
import { gqlRequest } from '@/lib/graphql';

export const MyAccountUsesDocument = graphql(`
  query MyAccountUses {
    myAccountUses(take: 20) {
      id
      byName
      startedAt
      endedAt
    }
  }
`);

export function myAccountUsesQueryOptions() {
  return queryOptions({
    queryKey: ['my-account-uses'] as const,
    queryFn: async () => (await gqlRequest(MyAccountUsesDocument)).myAccountUses,
  });
}
