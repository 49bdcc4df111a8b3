import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { requireManagerList } from '@/app/guards';
import { loadErrorComponent } from '@/components/route-states';
import { UsersPage, usersQueryOptions, validateListSearch, type ListSearch } from '@/features/manager';
import { strictSearch } from '@/lib/navigation';

export const Route = createFileRoute('/_authenticated/manager/users/')({
  validateSearch: strictSearch(validateListSearch),
  beforeLoad: requireManagerList('users'),
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => queryClient.ensureQueryData(usersQueryOptions(deps)),
  errorComponent: loadErrorComponent(msg`Users`, msg`Error while loading data`),
  component: Users,
});

function Users() {
  const { me } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearch = (next: Partial<ListSearch>) => void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true });
  return (
    <UsersPage
      viewer={me.role}
      search={search}
      onSearch={onSearch}
      openUser={(id) => void navigate({ to: '/manager/users/$id', params: { id } })}
      createUser={() => void navigate({ to: '/manager/users/$id', params: { id: null } })}
    />
  );
}
