import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { requireManagerList } from '@/app/guards';
import { loadErrorComponent } from '@/components/route-states';
import { CompanyPage, companyQueryOptions } from '@/features/manager';

/** `new` opens the empty form; any other id the company's item page. */
const companyIdOf = (id: string) => (id === 'new' ? null : id);

export const Route = createFileRoute('/_authenticated/manager/companies/$id')({
  beforeLoad: requireManagerList('companies'),
  loader: ({ context: { queryClient }, params }) => queryClient.ensureQueryData(companyQueryOptions(companyIdOf(params.id) ?? '')),
  errorComponent: loadErrorComponent(msg`Companies`, msg`Error while loading companies`),
  component: Company,
});

function Company() {
  const { id } = Route.useParams();
  const navigate = Route.useNavigate();
  return (
    <CompanyPage
      key={id}
      companyId={companyIdOf(id)}
      openCompany={(companyId) => void navigate({ to: '/manager/companies/$id', params: { id: companyId } })}
      openEmployee={(employeeId) => void navigate({ to: '/manager/employees/$id', params: { id: employeeId } })}
    />
  );
}
