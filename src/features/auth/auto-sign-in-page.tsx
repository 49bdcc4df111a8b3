import { i18n } from '@lingui/core';
import { useCallback } from 'react';
import { magicLinkFailureText } from '@/lib/server-error-text';
import { MAGIC_LINK_SESSION_SECONDS, redeemMagicLink } from './redeem-magic-link';
import { SignInProgress } from './sign-in-progress';
import { useCompleteSignIn } from './use-complete-sign-in';

/** AutoSignIn (spec §2): redeems the e-mailed link `/signin/{email}/{token}`. */
export function AutoSignInPage({ email, token }: { email: string; token: string }) {
  const obtain = useCallback(async () => {
    const result = await redeemMagicLink(email, token);
    // In the user's language (issue #44: the API's English and its code were shown); the code stays on
    // the error for the logs.
    if (!result.ok) throw new Error(magicLinkFailureText(i18n, result.code), { cause: result.code });
    return {
      accessToken: result.token,
      idToken: null,
      refreshToken: null,
      expiresAt: Math.floor(Date.now() / 1000) + MAGIC_LINK_SESSION_SECONDS,
      scope: '',
      method: 'magic-link' as const,
      email,
    };
  }, [email, token]);
  const { error } = useCompleteSignIn(obtain);
  return <SignInProgress error={error} />;
}
