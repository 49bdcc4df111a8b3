import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { loadErrorComponent } from '@/components/route-states';
import { hrMessageInboxQueryOptions, hrMessageThreadQueryOptions, HrMessagesPage } from '@/features/hr-messages';
import { strictSearch } from '@/lib/navigation';

type Search = { employee?: string };

export const Route = createFileRoute('/_authenticated/hr/messages')({
  // `?employee=` opens a thread from the inbox or a notification mail's link.
  validateSearch: strictSearch<Search>((search: Record<string, unknown>): Search =>
    typeof search.employee === 'string' && /^[\w-]{1,64}$/.test(search.employee) ? { employee: search.employee } : {}),
  loaderDeps: ({ search }) => ({ employee: search.employee }),
  loader: ({ context: { queryClient, access }, deps }) => {
    const employeeId = deps.employee ?? access.employeeId;
    return Promise.all([
      access.rights.hr ? queryClient.ensureQueryData(hrMessageInboxQueryOptions()) : null,
      employeeId ? queryClient.ensureQueryData(hrMessageThreadQueryOptions(employeeId)) : null,
    ]);
  },
  errorComponent: loadErrorComponent(msg`Messages`, msg`Error while loading data`),
  component: HrMessagesRoute,
});

function HrMessagesRoute() {
  const { access } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <HrMessagesPage
      employeeId={search.employee ?? access.employeeId}
      withInbox={access.rights.hr}
      onSelect={(employee) => void navigate({ search: { employee } })}
    />
  );
}
