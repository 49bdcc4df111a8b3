import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { requireManagerList } from '@/app/guards';
import { loadErrorComponent } from '@/components/route-states';
import { CompaniesPage, companiesQueryOptions, validateListSearch, type ListSearch } from '@/features/manager';
import { strictSearch } from '@/lib/navigation';

export const Route = createFileRoute('/_authenticated/manager/companies/')({
  validateSearch: strictSearch(validateListSearch),
  beforeLoad: requireManagerList('companies'),
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => queryClient.ensureQueryData(companiesQueryOptions(deps)),
  errorComponent: loadErrorComponent(msg`Companies`, msg`Error while loading companies`),
  component: Companies,
});

function Companies() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearch = (next: Partial<ListSearch>) => void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true });
  return (
    <CompaniesPage
      search={search}
      onSearch={onSearch}
      openCompany={(id) => void navigate({ to: '/manager/companies/$id', params: { id } })}
      createCompany={() => void navigate({ to: '/manager/companies/$id', params: { id: null } })}
    />
  );
}
