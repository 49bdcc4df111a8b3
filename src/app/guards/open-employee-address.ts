import { notFound, redirect, type ParsedLocation } from '@tanstack/react-router';
import { chooseEmployee, readSelection } from '@/lib/selection';
import { employeeAddress, employeeOfAddress, employeePageOf } from '@/domain/employee-address';
import { employeePlacementQueryOptions, type Access, type Me } from '@/lib/session';
import type { RouterContext } from '../router-context';
import { currentAccess } from './require-area';

// Its own module, loaded by the route when an employee's address is opened: with the placement
// query and the selection writes it was 0.7 KB gzip of every first load (docs/decisions/first-load.md).

type Args = {
  context: RouterContext & { me: Me; access: Access };
  params: { employeeId: string };
  cause: 'preload' | 'enter' | 'stay';
  location: ParsedLocation;
};

/**
 * `beforeLoad` of `/hr/employees/$employeeId/…`, the address of one employee's records. Arriving
 * there (a link, a mail, a reload, Back) selects that employee, so the selection bar and the other
 * pages follow; the pages below get the access worked out for that employee. Choosing someone else
 * in the selection bar while such a page is open moves to the same page of the one chosen.
 */
export async function openEmployeeAddress({ context, params, cause, location }: Args): Promise<{ access: Access }> {
  const { me, queryClient } = context;
  // The user's own records are known already (no request, also offline); anyone else's is asked for.
  const own = me.employees.find((e) => e.id === params.employeeId);
  const placement = own ? { employeeId: own.id, companyId: own.company.id } : await queryClient.ensureQueryData(employeePlacementQueryOptions(params.employeeId));
  if (!placement) throw notFound();

  // This address already on screen and another employee selected: the selection bar changed it.
  // (The router's `cause` cannot tell: it says 'stay' also when the address names someone new.)
  const shown = employeeOfAddress(context.lastPath());
  if (cause !== 'preload' && shown === params.employeeId && context.access.employeeId !== params.employeeId) {
    const chosen = context.access.employeeId;
    const page = employeePageOf(location.pathname) ?? 'profile';
    throw redirect({ href: chosen ? employeeAddress(chosen, page) : '/hr', replace: true });
  }
  const stored = readSelection();
  const selection = { companyId: placement.companyId, remembered: { ...stored.remembered, [placement.companyId]: params.employeeId } };
  const access = await currentAccess({ ...context, me }, selection);
  // Someone who may not choose (an employee with one record) is shown their own records instead.
  if (access.employeeId !== params.employeeId) throw redirect({ to: '/hr', replace: true });
  // Written only when it changes what is selected: each write re-runs every guard and loader, which
  // would come here again (and a user with one record has it selected whatever is stored).
  const alreadyChosen =
    (context.access.employeeId === params.employeeId && context.access.company?.id === placement.companyId) ||
    (stored.companyId === placement.companyId && stored.remembered[placement.companyId] === params.employeeId);
  if (cause !== 'preload' && !alreadyChosen) chooseEmployee(placement.companyId, params.employeeId);
  return { access };
}
