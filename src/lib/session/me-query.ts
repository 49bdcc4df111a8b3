import { queryOptions } from '@tanstack/react-query';
import { graphql } from '@/gql';
import { gqlRequest } from '@/lib/graphql';
import { normalizeMe } from './normalize';

export const MeDocument = graphql(`
  query Me {
    me {
      ...UserAccount
      emailHash
      employees(orderBy: [{ name: asc }]) {
        ...UserEmployment
        letter
      }
    }
  }
`);

export type { Me, MeEmployee } from './normalize';

export const meQueryKey = ['me'] as const;

/** The signed-in user; `null` when the API does not know the caller. */
export function meQueryOptions() {
  return queryOptions({
    queryKey: meQueryKey,
    queryFn: async () => normalizeMe((await gqlRequest(MeDocument)).me),
    staleTime: 60_000,
  });
}
