import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { requireManagerList } from '@/app/guards';
import { loadErrorComponent } from '@/components/route-states';
import { EmployeePage, employeeQueryOptions } from '@/features/manager';
import { parseId } from '@/lib/navigation';

export const Route = createFileRoute('/_authenticated/manager/employees/$id')({
  // Employee records are created from their company's page, so there is no `new` here.
  params: { parse: ({ id }) => ({ id: parseId(id) }), stringify: ({ id }) => ({ id }) },
  beforeLoad: requireManagerList('employees'),
  loader: ({ context: { queryClient }, params: { id } }) => queryClient.ensureQueryData(employeeQueryOptions(id)),
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
