import { msg } from '@lingui/core/macro';
import { createFileRoute, redirect, useRouter } from '@tanstack/react-router';
import { loadErrorComponent } from '@/components/route-states';
import { userLevelRights } from '@/domain/permissions';
import {
  employeeListQueryOptions,
  EmployeesPage,
  parseEmployeeListSearch,
  readStoredPreferences,
  resolvePreferences,
  storePreferences,
  toSearch,
  type EmployeeListPreferences,
  type EmployeeListSearch,
  type ListedEmployee,
} from '@/features/employees';
import { strictSearch } from '@/lib/navigation';

export const Route = createFileRoute('/_authenticated/hr/')({
  validateSearch: strictSearch<EmployeeListSearch>(parseEmployeeListSearch),
  beforeLoad: ({ context: { access }, search, location }) => {
    // The lists are HR's; everyone else's HR index is their own profile.
    if (!access.rights.hr) throw redirect({ to: '/hr/profile' });
    // Filters saved in an earlier visit come back, and show in the URL (spec §9). Compared with the
    // address as typed, not the validated search: a value the list cannot mean is dropped from it.
    const restored = toSearch(resolvePreferences(search, readStoredPreferences()));
    if (JSON.stringify(restored) !== JSON.stringify(location.search)) throw redirect({ to: '/hr', search: restored, replace: true });
  },
  loaderDeps: ({ search }) => ({ all: search.all ?? false }),
  loader: ({ context: { queryClient, me, access }, deps }) =>
    queryClient.ensureQueryData(employeeListQueryOptions(deps.all && userLevelRights(me.role).employeeChoice ? null : (access.company?.id ?? null))),
  errorComponent: loadErrorComponent(msg`Employees`, msg`Error while loading employees`),
  component: EmployeeLists,
});

function EmployeeLists() {
  const { me, access } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const router = useRouter();
  const preferences = resolvePreferences(search, {});
  const save = (next: EmployeeListPreferences) => {
    storePreferences(next);
    // The name is saved a moment after the last keystroke; by then the user may have chosen an
    // employee or followed a link. Then it is only remembered: navigating would pull them back here.
    if (router.latestLocation.pathname.replace(/\/$/, '') !== '/hr') return;
    void navigate({ search: toSearch(next), replace: true });
  };
  // The employee's own address: it selects them, can be shared, and Back returns to this list.
  const choose = (employee: ListedEmployee) => void navigate({ to: '/hr/employees/$employeeId/profile', params: { employeeId: employee.id } });
  return (
    <EmployeesPage
      preferences={preferences}
      onPreferencesChange={save}
      company={access.company}
      mayListAllCompanies={userLevelRights(me.role).employeeChoice}
      onChoose={choose}
    />
  );
}
