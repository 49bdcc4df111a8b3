import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { requireArea } from '@/app/guards';
import { loadErrorComponent } from '@/components/route-states';
import { TaxationPage, accountingDocumentsQueryOptions, accountingFacetsQueryOptions, companyDetailsQueryOptions, validateAccountingSearch, type AccountingSearch } from '@/features/finance';
import { AccountingUploadSection, uploadDirectoryQueryOptions } from '@/features/uploads';
import { strictSearch } from '@/lib/navigation';

export const Route = createFileRoute('/_authenticated/taxation')({
  // The type is always tax here, so it is not part of this screen's URL.
  validateSearch: strictSearch((search: Record<string, unknown>): AccountingSearch => {
    const { type: _type, ...rest } = validateAccountingSearch(search);
    return rest;
  }),
  beforeLoad: requireArea('taxation'),
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, access }, deps }) => {
    const companyId = access.company?.id;
    if (!companyId) return null;
    return Promise.all([
      queryClient.ensureQueryData(companyDetailsQueryOptions(companyId)),
      queryClient.ensureQueryData(accountingDocumentsQueryOptions(companyId, { ...deps, type: 'tax' })),
      queryClient.ensureQueryData(accountingFacetsQueryOptions(companyId, 'tax')),
      queryClient.ensureQueryData(uploadDirectoryQueryOptions()),
    ]);
  },
  errorComponent: loadErrorComponent(msg`Taxation`, msg`Error while loading documents`),
  component: Taxation,
});

function Taxation() {
  const { access } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <TaxationPage
      companyId={access.company?.id ?? null}
      search={search}
      onSearch={(next: AccountingSearch) => void navigate({ search: next })}
      upload={<AccountingUploadSection taxOnly />}
    />
  );
}
