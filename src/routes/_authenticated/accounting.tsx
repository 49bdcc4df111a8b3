import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { requireArea } from '@/app/guards';
import { loadErrorComponent } from '@/components/route-states';
import { AccountingPage, accountingDocumentsQueryOptions, accountingFacetsQueryOptions, validateAccountingSearch, type AccountingSearch } from '@/features/finance';
import { AccountingUploadSection, uploadDirectoryQueryOptions } from '@/features/uploads';
import { strictSearch } from '@/lib/navigation';

export const Route = createFileRoute('/_authenticated/accounting')({
  validateSearch: strictSearch(validateAccountingSearch),
  beforeLoad: requireArea('accounting'),
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, access }, deps }) => {
    const companyId = access.company?.id;
    if (!companyId) return null;
    return Promise.all([
      queryClient.ensureQueryData(accountingDocumentsQueryOptions(companyId, deps)),
      queryClient.ensureQueryData(accountingFacetsQueryOptions(companyId)),
      queryClient.ensureQueryData(uploadDirectoryQueryOptions()),
    ]);
  },
  errorComponent: loadErrorComponent(msg`Accounting`, msg`Error while loading documents`),
  component: Accounting,
});

function Accounting() {
  const { access } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AccountingPage
      companyId={access.company?.id ?? null}
      search={search}
      onSearch={(next: AccountingSearch) => void navigate({ search: next })}
      upload={<AccountingUploadSection />}
    />
  );
}
