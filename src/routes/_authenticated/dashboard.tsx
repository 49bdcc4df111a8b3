import { msg } from '@lingui/core/macro';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { loadErrorComponent } from '@/components/route-states';
import { DashboardPage, dashboardQueryOptions } from '@/features/dashboard';

export const Route = createFileRoute('/_authenticated/dashboard')({
  // A user with profile-only access has nothing else to see: their HR profile (spec §2).
  beforeLoad: ({ context }) => {
    if (context.access.rights.profileOnly) throw redirect({ to: '/hr/profile' });
  },
  loader: ({ context: { queryClient, me, access } }) => queryClient.ensureQueryData(dashboardQueryOptions(me, access)),
  errorComponent: loadErrorComponent(msg`Dashboard`, msg`Error while loading data`),
  component: Dashboard,
});

function Dashboard() {
  const { me, access } = Route.useRouteContext();
  return <DashboardPage me={me} access={access} />;
}
