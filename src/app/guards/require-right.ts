import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { redirect } from '@tanstack/react-router';
import { notifyRouterError } from '@/lib/notifications';
import { readSelection } from '@/lib/selection';
import { companiesQueryOptions, resolveAccess, type Access, type Me } from '@/lib/session';
import type { RouterContext } from '../router-context';
import type { RouteRule } from './route-rules';

type GuardArgs = { context: RouterContext & { me: Me }; preload: boolean };

export async function currentAccess(context: RouterContext & { me: Me }): Promise<Access> {
  const { me, queryClient } = context;
  const companies = me.role.canAccessAllCompanies ? await queryClient.ensureQueryData(companiesQueryOptions()) : null;
  return resolveAccess(me, readSelection(), companies);
}

/**
 * A `beforeLoad` that lets the route open only when the rule allows it; otherwise an error titled
 * 'Access Control Failed' with the rule's message, and the user goes to the dashboard (spec §6).
 */
export function requireRight(rule: RouteRule) {
  return async ({ context, preload }: GuardArgs): Promise<{ access: Access }> => {
    const access = await currentAccess(context);
    const refusal = rule(context.me, access);
    if (refusal) {
      // Hover-preloading a link must not pop up a notification the user did not ask for.
      if (!preload) notifyRouterError(i18n._(msg`Access Control Failed`), i18n._(refusal));
      throw redirect({ to: '/dashboard' });
    }
    return { access };
  };
}
