import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { requireManagerList } from '@/app/guards';
import { loadErrorComponent } from '@/components/route-states';
import { UserPage, userQueryOptions } from '@/features/manager';
import { NEW_ITEM, parseIdOrNew } from '@/lib/navigation';

export const Route = createFileRoute('/_authenticated/manager/users/$id')({
  // `new` (id null) opens the empty form; any other id the user's item page.
  params: { parse: ({ id }) => ({ id: parseIdOrNew(id) }), stringify: ({ id }) => ({ id: id ?? NEW_ITEM }) },
  beforeLoad: requireManagerList('users'),
  loader: ({ context: { queryClient }, params: { id } }) => queryClient.ensureQueryData(userQueryOptions(id ?? '')),
  errorComponent: loadErrorComponent(msg`Users`, msg`Error while loading data`),
  component: User,
});

function User() {
  const { id } = Route.useParams();
  const { me } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  return (
    <UserPage
      key={id ?? NEW_ITEM}
      userId={id}
      viewer={{ id: me.id, role: me.role }}
      openUser={(userId) => void navigate({ to: '/manager/users/$id', params: { id: userId } })}
      openEmployee={(employeeId) => void navigate({ to: '/manager/employees/$id', params: { id: employeeId } })}
    />
  );
}
