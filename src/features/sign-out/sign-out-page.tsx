import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { notify } from '@/lib/notifications';
import { removeProfileDraftsOf } from '@/lib/profile-drafts';
import { clearLocalData, meQueryKey, readSession, signoutOnServer, type Me } from '@/lib/session';
import { SessionProgress } from './session-progress';

/**
 * RequestSignOut (spec §2): ends the API session, clears the local data, and for an identity-provider
 * session also ends it there (by redirect, or in a hidden frame when `silently`).
 */
export function SignOutPage({ silently }: { silently: boolean }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const router = useRouter();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const wasOidc = readSession()?.method === 'oidc';
    // Unsaved profile edits hold personal data (bank details): they leave the device with the user,
    // who was asked before leaving the editor. A failed authentication check keeps them.
    const me = queryClient.getQueryData<Me | null>(meQueryKey);
    if (me) removeProfileDraftsOf(me.id);
    (async () => {
      await signoutOnServer();
      if (wasOidc) {
        const { startOidcSignOut } = await import('@/lib/oidc');
        // Local data is cleared after the provider call, which needs the stored id token.
        await startOidcSignOut(silently).catch(() => undefined);
        await clearLocalData(queryClient);
        if (!silently) return;
      } else {
        await clearLocalData(queryClient);
      }
      notify({ type: 'success', title: t`You are now signed-out` });
      await router.navigate({ to: '/signin', replace: true });
    })();
  }, [queryClient, router, silently, t]);

  return <SessionProgress title={t`Signing out…`} />;
}
