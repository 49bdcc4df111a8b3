import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { adoptUserLanguage } from '@/lib/i18n/language';
import { takePreviousRoute } from '@/lib/navigation';
import { notify } from '@/lib/notifications';
import { establishSession, type NewSession } from '@/lib/session';
import { signInErrorMessage } from './sign-in-errors';

/**
 * Runs a sign-in completion once (a magic-link redemption or the identity provider's return),
 * stores the session, and opens the remembered route or the dashboard.
 */
export function useCompleteSignIn(obtainSession: () => Promise<NewSession>): { error: string | null } {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const router = useRouter();
  const started = useRef(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    // Tokens are single-use: React's development double effect must not redeem twice.
    if (started.current) return;
    started.current = true;
    (async () => {
      const session = await obtainSession();
      const me = await establishSession(queryClient, session);
      await adoptUserLanguage(me.language);
      notify({ type: 'success', title: t`Sign-in successfull` });
      router.history.replace(takePreviousRoute());
    })().catch((e: unknown) => setError(signInErrorMessage(e, (d) => i18n._(d))));
  }, [obtainSession, queryClient, router, t, i18n]);

  return { error };
}
