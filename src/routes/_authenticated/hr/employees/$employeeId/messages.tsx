import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { loadErrorComponent } from '@/components/route-states';
import { hrMessageInboxQueryOptions, hrMessageThreadQueryOptions, HrMessagesPage } from '@/features/hr-messages';

export const Route = createFileRoute('/_authenticated/hr/employees/$employeeId/messages')({
  loader: ({ context: { queryClient, access }, params: { employeeId } }) =>
    Promise.all([
      access.rights.hr ? queryClient.ensureQueryData(hrMessageInboxQueryOptions()) : null,
      queryClient.ensureQueryData(hrMessageThreadQueryOptions(employeeId)),
    ]),
  errorComponent: loadErrorComponent(msg`Messages`, msg`Error while loading data`),
  component: EmployeeMessages,
});

function EmployeeMessages() {
  const { access } = Route.useRouteContext();
  const { employeeId } = Route.useParams();
  const navigate = Route.useNavigate();
  return (
    <HrMessagesPage
      employeeId={employeeId}
      withInbox={access.rights.hr}
      onSelect={(employee) => void navigate({ to: '/hr/employees/$employeeId/messages', params: { employeeId: employee } })}
    />
  );
}
