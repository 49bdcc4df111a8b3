import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { notify } from '@/lib/notifications';
import { SessionProgress } from './session-progress';
import { signOut } from './sign-out';

/**
 * RequestSignOut (spec §2): signs out (sign-out.ts), then says so on the sign-in page. When the
 * provider's end-session redirect takes the page away, the sign-out callback page says it instead.
 */
export function SignOutPage({ silently }: { silently: boolean }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const router = useRouter();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      await signOut(queryClient, { silently });
      notify({ type: 'success', title: t`You are now signed-out` });
      await router.navigate({ to: '/signin', replace: true });
    })();
  }, [queryClient, router, silently, t]);

  return <SessionProgress title={t`Signing out…`} />;
}
