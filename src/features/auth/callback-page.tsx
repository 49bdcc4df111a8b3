import { useCallback } from 'react';
import { SignInProgress } from './sign-in-progress';
import { useCompleteSignIn } from './use-complete-sign-in';

/** AuthCallback (spec §2): the identity provider's return address. */
export function CallbackPage() {
  const obtain = useCallback(async () => {
    const { completeOidcSignIn } = await import('@/lib/oidc');
    const user = await completeOidcSignIn();
    const email = typeof user.profile.email === 'string' ? user.profile.email : '';
    return {
      accessToken: user.access_token,
      idToken: user.id_token ?? null,
      refreshToken: user.refresh_token ?? null,
      expiresAt: user.expires_at ?? Math.floor(Date.now() / 1000) + 300,
      scope: user.scope ?? '',
      method: 'oidc' as const,
      email,
    };
  }, []);
  const { error } = useCompleteSignIn(obtain);
  return <SignInProgress error={error} />;
}
