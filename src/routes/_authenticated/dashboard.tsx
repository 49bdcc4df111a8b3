import { msg } from '@lingui/core/macro';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { loadErrorComponent } from '@/components/route-states';
import { DashboardPage, dashboardQueryOptions } from '@/features/dashboard';
import { DashboardWorkflows } from '@/features/salary-control';
import { NewDocumentsPanel, newAccountingDocumentsQueryOptions } from '@/features/finance';
import type { Me } from '@/lib/session';

/** The fiduciary's accountants follow every client's uploads: "uploaded since you last looked". */
const followsClientUploads = (me: Me) => Boolean(me.role?.canManageAccounting);

export const Route = createFileRoute('/_authenticated/dashboard')({
  // A user with profile-only access has nothing else to see: their HR profile (spec §2).
  beforeLoad: ({ context }) => {
    if (context.access.rights.profileOnly) throw redirect({ to: '/hr/profile' });
  },
  loader: ({ context: { queryClient, me, access } }) =>
    Promise.all([
      queryClient.ensureQueryData(dashboardQueryOptions(me, access)),
      followsClientUploads(me) ? queryClient.ensureQueryData(newAccountingDocumentsQueryOptions()) : null,
    ]),
  errorComponent: loadErrorComponent(msg`Dashboard`, msg`Error while loading data`),
  component: Dashboard,
});

function Dashboard() {
  const { me, access } = Route.useRouteContext();
  // Spec §9: the salary-control card's company-filtered mode lists the company's three newest.
  const salaryControl = access.company ? <DashboardWorkflows companyId={access.company.id} /> : null;
  return (
    <>
      <DashboardPage me={me} access={access} cardDetails={{ salaryControl }} />
      {followsClientUploads(me) && <NewDocumentsPanel />}
    </>
  );
}
