import { queryOptions, useMutation } from '@tanstack/react-query';
import { graphql } from '@/gql';
import { gqlRequest } from '@/lib/graphql';

export const MySessionsDocument = graphql(`
  query MySessions {
    mySessions {
      id
      createdAt
      expiresAt
      current
      startedBySupport
    }
  }
`);

export const SignOutEverywhereDocument = graphql(`
  mutation SignOutEverywhere {
    signOutEverywhere
  }
`);

/** The signed-in user's live sessions. */
export function mySessionsQueryOptions() {
  return queryOptions({
    queryKey: ['my-sessions'] as const,
    queryFn: async () => (await gqlRequest(MySessionsDocument)).mySessions,
  });
}

/** Ends every session of the user, this one included: the caller then signs out locally. */
export function useSignOutEverywhere() {
  return useMutation({ mutationFn: async () => (await gqlRequest(SignOutEverywhereDocument)).signOutEverywhere });
}
