import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { redirect } from '@tanstack/react-router';
import { MaintenanceError } from '@/lib/graphql';
import { notifyRouterError } from '@/lib/notifications';
import { checkAuthentication } from '@/lib/session';
import type { RouterContext } from '../router-context';

const QUIET_ORIGINS = [/^\/$/, /^\/logout(\/|$)/, /^\/signout-callback(\/|$)/, /^\/signin(\/|$)/];

/** Whether arriving at Home from `lastPath` with a failed check deserves an explanation (spec §8). */
export function explainsFailedCheck(lastPath: string | null): boolean {
  return lastPath !== null && !QUIET_ORIGINS.some((pattern) => pattern.test(lastPath));
}

/** Home (spec §2): checks authentication, then goes to the dashboard or to sign-in. */
export async function homeBeforeLoad({ context }: { context: RouterContext }): Promise<never> {
  const check = await checkAuthentication(context.queryClient).catch((error: unknown) => {
    if (error instanceof MaintenanceError) throw redirect({ to: '/maintenance' });
    throw error;
  });
  if (check.code === 'SUCCESS') throw redirect({ to: '/dashboard' });
  if (explainsFailedCheck(context.lastPath())) {
    notifyRouterError(
      i18n._(msg`Authentication Issue`),
      i18n._(msg`Possible reasons: No permissions. Login Session expired. Account disabled.`),
    );
  }
  throw redirect({ to: '/signin' });
}
