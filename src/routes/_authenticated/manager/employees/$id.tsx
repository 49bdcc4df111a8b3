import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { requireManagerList } from '@/app/guards';
import { loadErrorComponent } from '@/components/route-states';
import { EmployeePage, employeeQueryOptions } from '@/features/manager';

export const Route = createFileRoute('/_authenticated/manager/employees/$id')({
  beforeLoad: requireManagerList('employees'),
  loader: ({ context: { queryClient }, params }) => queryClient.ensureQueryData(employeeQueryOptions(params.id)),
  errorComponent: loadErrorComponent(msg`Employee records`, msg`Error while loading employees`),
  component: Employee,
});

function Employee() {
  const { id } = Route.useParams();
  const navigate = Route.useNavigate();
  return (
    <EmployeePage
      key={id}
      employeeId={id}
      openCompany={(companyId) => void navigate({ to: '/manager/companies/$id', params: { id: companyId } })}
      openUser={(userId) => void navigate({ to: '/manager/users/$id', params: { id: userId } })}
    />
  );
}
