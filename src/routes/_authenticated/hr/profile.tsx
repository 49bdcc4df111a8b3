import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { loadErrorComponent } from '@/components/route-states';
import { HrProfilePage, hrProfileQueryOptions } from '@/features/hr-profile';

export const Route = createFileRoute('/_authenticated/hr/profile')({
  loader: ({ context: { queryClient, access } }) => (access.employeeId ? queryClient.ensureQueryData(hrProfileQueryOptions(access.employeeId)) : null),
  errorComponent: loadErrorComponent(msg`HR profile`, msg`Error while loading user profile`),
  component: HrProfile,
});

function HrProfile() {
  const { me, access } = Route.useRouteContext();
  return <HrProfilePage userId={me.id} employeeId={access.employeeId} />;
}
