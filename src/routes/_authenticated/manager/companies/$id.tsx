import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { requireManagerList } from '@/app/guards';
import { loadErrorComponent } from '@/components/route-states';
import { CompanyPage, companyQueryOptions } from '@/features/manager';
import { NEW_ITEM, parseIdOrNew } from '@/lib/navigation';

export const Route = createFileRoute('/_authenticated/manager/companies/$id')({
  // `new` (id null) opens the empty form; any other id the company's item page.
  params: { parse: ({ id }) => ({ id: parseIdOrNew(id) }), stringify: ({ id }) => ({ id: id ?? NEW_ITEM }) },
  beforeLoad: requireManagerList('companies'),
  // The empty form needs the query too: it offers the staff as persons in charge.
  loader: ({ context: { queryClient }, params: { id } }) => queryClient.ensureQueryData(companyQueryOptions(id ?? '')),
  errorComponent: loadErrorComponent(msg`Companies`, msg`Error while loading companies`),
  component: Company,
});

function Company() {
  const { id } = Route.useParams();
  const navigate = Route.useNavigate();
  return (
    <CompanyPage
      key={id ?? NEW_ITEM}
      companyId={id}
      openCompany={(companyId) => void navigate({ to: '/manager/companies/$id', params: { id: companyId } })}
      openEmployee={(employeeId) => void navigate({ to: '/manager/employees/$id', params: { id: employeeId } })}
    />
  );
}
