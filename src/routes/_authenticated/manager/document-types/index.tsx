import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { requireManagerList } from '@/app/guards';
import { loadErrorComponent } from '@/components/route-states';
import { DocumentTypesPage, documentTypesQueryOptions, validateListSearch, type ListSearch } from '@/features/manager';
import { strictSearch } from '@/lib/navigation';

export const Route = createFileRoute('/_authenticated/manager/document-types/')({
  validateSearch: strictSearch(validateListSearch),
  beforeLoad: requireManagerList('documentTypes'),
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => queryClient.ensureQueryData(documentTypesQueryOptions(deps)),
  errorComponent: loadErrorComponent(msg`HR document types`, msg`Error while loading data`),
  component: DocumentTypes,
});

function DocumentTypes() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearch = (next: Partial<ListSearch>) => void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true });
  return (
    <DocumentTypesPage
      search={search}
      onSearch={onSearch}
      openType={(id) => void navigate({ to: '/manager/document-types/$id', params: { id } })}
      createType={() => void navigate({ to: '/manager/document-types/$id', params: { id: null } })}
    />
  );
}
