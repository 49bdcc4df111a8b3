import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { redirect } from '@tanstack/react-router';
import { AREAS, type AreaId } from '@/domain/areas';
import { notifyRouterError } from '@/lib/notifications';
import { readSelection, type SelectionState } from '@/lib/selection';
import { companiesQueryOptions, needsAllCompanies, reachOf, resolveAccess, type Access, type Me } from '@/lib/session';
import type { RouterContext } from '../router-context';

type GuardArgs = { context: RouterContext & { me: Me; access: Access }; preload: boolean };

/** What the user may reach with the stored selection, or with `selection` (an address's employee). */
export async function currentAccess(context: RouterContext & { me: Me }, selection: SelectionState = readSelection()): Promise<Access> {
  const { me, queryClient } = context;
  const companies = needsAllCompanies(me) ? await queryClient.ensureQueryData(companiesQueryOptions()) : null;
  return resolveAccess(me, selection, companies);
}

/**
 * A `beforeLoad` that lets an area's route open only when the areas table allows it; otherwise an
 * error titled 'Access Control Failed' with the area's reason, and the user goes to the dashboard
 * (spec §6). It reads the access `_authenticated` put in the context for this navigation.
 */
export function requireArea(id: AreaId) {
  const area = AREAS[id];
  return ({ context, preload }: GuardArgs): void => {
    const reach = reachOf(context.me, context.access);
    if (area.opens(reach)) return;
    // Hover-preloading a link must not pop up a notification the user did not ask for.
    if (!preload && 'refusal' in area) notifyRouterError(i18n._(msg`Access Control Failed`), i18n._(area.refusal(reach)));
    throw redirect({ to: '/dashboard' });
  };
}
