import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { loadErrorComponent } from '@/components/route-states';
import { HrProfilePage, hrProfileQueryOptions } from '@/features/hr-profile';

export const Route = createFileRoute('/_authenticated/hr/employees/$employeeId/profile')({
  loader: ({ context: { queryClient }, params }) => queryClient.ensureQueryData(hrProfileQueryOptions(params.employeeId)),
  errorComponent: loadErrorComponent(msg`HR profile`, msg`Error while loading user profile`),
  component: EmployeeProfile,
});

function EmployeeProfile() {
  const { me } = Route.useRouteContext();
  const { employeeId } = Route.useParams();
  return <HrProfilePage userId={me.id} employeeId={employeeId} />;
}
