import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { toEmployeeAddress } from '@/app/guards';
import { loadErrorComponent } from '@/components/route-states';
import { hrMessageInboxQueryOptions, HrMessagesPage } from '@/features/hr-messages';
import { strictSearch } from '@/lib/navigation';

type Search = { employee?: string };

// A thread is at its employee's address (`?employee=` is kept for the links of mails sent before);
// here HR's inbox with nobody selected.
export const Route = createFileRoute('/_authenticated/hr/messages')({
  validateSearch: strictSearch<Search>((search: Record<string, unknown>): Search =>
    typeof search.employee === 'string' && /^[\w-]{1,64}$/.test(search.employee) ? { employee: search.employee } : {}),
  beforeLoad: toEmployeeAddress('messages'),
  loader: ({ context: { queryClient, access } }) => (access.rights.hr ? queryClient.ensureQueryData(hrMessageInboxQueryOptions()) : null),
  errorComponent: loadErrorComponent(msg`Messages`, msg`Error while loading data`),
  component: HrMessagesRoute,
});

function HrMessagesRoute() {
  const { access } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  return (
    <HrMessagesPage
      employeeId={null}
      withInbox={access.rights.hr}
      onSelect={(employee) => void navigate({ to: '/hr/employees/$employeeId/messages', params: { employeeId: employee } })}
    />
  );
}
