import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { requireManagerList } from '@/app/guards';
import { loadErrorComponent } from '@/components/route-states';
import { EmployeesPage, employeesQueryOptions, validateListSearch, type ListSearch } from '@/features/manager';
import { strictSearch } from '@/lib/navigation';

export const Route = createFileRoute('/_authenticated/manager/employees/')({
  validateSearch: strictSearch(validateListSearch),
  beforeLoad: requireManagerList('employees'),
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => queryClient.ensureQueryData(employeesQueryOptions(deps)),
  errorComponent: loadErrorComponent(msg`Employee records`, msg`Error while loading employees`),
  component: Employees,
});

function Employees() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearch = (next: Partial<ListSearch>) => void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true });
  return <EmployeesPage search={search} onSearch={onSearch} openEmployee={(id) => void navigate({ to: '/manager/employees/$id', params: { id } })} />;
}
