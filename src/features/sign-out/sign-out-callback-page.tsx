import { useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { notify } from '@/lib/notifications';
import { SessionProgress } from './session-progress';

/** SignOutCallback (spec §2): the identity provider's return after signing out. */
export function SignOutCallbackPage({ silently }: { silently: boolean }) {
  const { t } = useLingui();
  const router = useRouter();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      const { completeOidcSignOut } = await import('@/lib/oidc');
      await completeOidcSignOut().catch(() => undefined);
      // In the hidden frame of a silent sign-out the parent page carries on by itself.
      if (silently) return;
      notify({ type: 'success', title: t`You are now signed-out` });
      await router.navigate({ to: '/signin', replace: true });
    })();
  }, [router, silently, t]);

  return <SessionProgress title={t`Signing out…`} />;
}
