import { readSession, updateSession } from '@/lib/session';

/**
 * For identity-provider sessions: renewed tokens replace the stored ones, so API calls keep a
 * valid bearer token. A failed renewal leaves the session to expire; the next check signs out.
 */
export async function keepOidcSessionFresh(): Promise<void> {
  if (readSession()?.method !== 'oidc') return;
  const { watchOidcSession } = await import('@/lib/oidc');
  await watchOidcSession((event) => {
    if (event.type !== 'renewed') return;
    const { user } = event;
    updateSession({
      accessToken: user.access_token,
      idToken: user.id_token ?? null,
      refreshToken: user.refresh_token ?? null,
      ...(user.expires_at ? { expiresAt: user.expires_at } : {}),
    });
  });
}
