import { readSession, subscribeSession, updateSession } from '@/lib/session';

let watching = false;

async function watchWhenOidc(): Promise<void> {
  if (watching || readSession()?.method !== 'oidc') return;
  watching = true;
  try {
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
  } catch {
    // Offline at start, the provider's settings could not be read: tried again when back online.
    watching = false;
  }
}

/**
 * For identity-provider sessions, from start-up or from the moment one begins: renewed tokens
 * replace the stored ones, so API calls keep a valid bearer token. A failed renewal leaves the
 * session to expire; the next authentication check then signs the user out.
 */
export function keepOidcSessionFresh(): void {
  void watchWhenOidc();
  subscribeSession(() => void watchWhenOidc());
  window.addEventListener('online', () => void watchWhenOidc());
}
