import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { MaintenanceError } from '@/lib/graphql';
import { adoptUserLanguage } from '@/lib/i18n/language';
import { rememberPreviousRoute } from '@/lib/navigation';
import { checkAuthentication, readImpersonation, type Me } from '@/lib/session';
import type { RouterContext } from '../router-context';

/**
 * `beforeLoad` of every route that needs a signed-in user (spec §2): on ERROR the target is
 * remembered as the previous route and the user goes to sign-in.
 */
export async function requireAuthentication({
  context,
  location,
}: {
  context: RouterContext;
  location: ParsedLocation;
}): Promise<{ me: Me }> {
  const check = await checkAuthentication(context.queryClient).catch((error: unknown) => {
    if (error instanceof MaintenanceError) throw redirect({ to: '/maintenance' });
    throw error;
  });
  if (check.code === 'ERROR') {
    rememberPreviousRoute(location.href);
    throw redirect({ to: '/signin' });
  }
  // An admin acting as a user keeps their own language: adopting the user's saved it on the device,
  // so the banner, Stop and every screen after stopping spoke the user's language (issue #44).
  if (!readImpersonation()) await adoptUserLanguage(check.me.language);
  return { me: check.me };
}
