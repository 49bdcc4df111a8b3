import { i18n } from '@lingui/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { graphql } from '@/gql';
import { gqlRequest } from '@/lib/graphql';
// The API's messages' texts, for a refusal the API answers as a result, not an error: the GraphQL
// client loads them only with an error (server-error-text.ts).
import '@/lib/api-message-texts';
import { serverErrorText } from '@/lib/server-error-text';
import { beginImpersonation, restoreAdminSession, updateSession, type ImpersonatedUser } from '@/lib/session';
import { currentImpersonationQueryOptions } from './current-impersonation-query';

export const StartImpersonationDocument = graphql(`
  mutation StartImpersonation($userId: ID!, $reason: String!) {
    startImpersonation(userId: $userId, reason: $reason) {
      __typename
      ... on RedeemUserMagicAuthTokenSuccess {
        token
        item {
          id
          email
          name
        }
      }
      ... on RedeemUserMagicAuthTokenFailure {
        code
        message
      }
    }
  }
`);

export const StopImpersonationDocument = graphql(`
  mutation StopImpersonation {
    stopImpersonation
  }
`);

/** Until the API says when it ends (the next request), the session is given the default limit. */
const PROVISIONAL_MS = 30 * 60_000;

/**
 * Starting and stopping, for the page and the banner: the cache is emptied at each switch so no
 * screen shows one user's data to the other, and the router re-runs its guards for the new user.
 */
export function useImpersonationSwitch() {
  const queryClient = useQueryClient();
  const router = useRouter();

  async function start(userId: string, reason: string): Promise<{ failure: string } | null> {
    const { startImpersonation: result } = await gqlRequest(StartImpersonationDocument, { userId, reason });
    if (result.__typename !== 'RedeemUserMagicAuthTokenSuccess') return { failure: serverErrorText(i18n, { message: result.message, code: result.code }) };
    const user: ImpersonatedUser = { id: result.item.id, email: result.item.email ?? '', name: result.item.name ?? null };
    const here = router.state.location.href;
    beginImpersonation(result.token, user, new Date(Date.now() + PROVISIONAL_MS), here);
    queryClient.clear();
    const current = await queryClient.fetchQuery(currentImpersonationQueryOptions());
    if (current) updateSession({ expiresAt: Math.floor(new Date(current.expiresAt).getTime() / 1000) });
    await router.navigate({ to: '/dashboard' });
    return null;
  }

  async function stop(): Promise<void> {
    // Best effort: an impersonation past its limit is already over on the server.
    await gqlRequest(StopImpersonationDocument).catch(() => undefined);
    const returnTo = restoreAdminSession() ?? '/dashboard';
    queryClient.clear();
    router.history.push(returnTo);
  }

  return { start, stop };
}
