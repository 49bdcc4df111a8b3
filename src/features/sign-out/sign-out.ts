import type { QueryClient } from '@tanstack/react-query';
import { clearLocalData, readSession, signoutOnServer } from '@/lib/session';

/**
 * RequestSignOut (spec §2), in the order each step needs:
 * 0. push notifications end for this device (docs/decisions/push.md);
 * 1. the API hears `signout` while the token still counts, so it can end or remember it;
 * 2. the identity provider revokes its refresh token (it needs the stored provider user);
 * 3. this device forgets the user: before the provider's end-session, whose redirect never comes
 *    back to this page (the step that used to come after it, and so never ran);
 * 4. the provider's session ends (redirect, or a hidden frame when `silently`) where it offers it.
 * A magic-link session never loads the identity-provider client.
 */
export async function signOut(queryClient: QueryClient, { silently }: { silently: boolean }): Promise<void> {
  // 0. This device stops receiving the user's pushes, and the API forgets it, while the token counts.
  await import('@/lib/push').then((push) => push.forgetPushHere({ tellServer: true })).catch(() => undefined);
  await signoutOnServer();
  // After an impersonation, the admin's own session, which signoutOnServer put back and ended.
  const session = readSession();
  const oidc = session?.method === 'oidc' ? await import('@/lib/oidc').catch(() => null) : null;
  await oidc?.revokeOidcTokens().catch(() => undefined);
  await clearLocalData(queryClient, 'sign-out');
  // Unreachable or refusing, the provider keeps its session: this device has forgotten the user anyway.
  await oidc?.endOidcSession(session?.idToken ?? null, { silently }).catch(() => undefined);
}
