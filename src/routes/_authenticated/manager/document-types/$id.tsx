import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { requireManagerList } from '@/app/guards';
import { loadErrorComponent } from '@/components/route-states';
import { DocumentTypePage, documentTypeQueryOptions } from '@/features/manager';
import { NEW_ITEM, parseIdOrNew } from '@/lib/navigation';

export const Route = createFileRoute('/_authenticated/manager/document-types/$id')({
  // `new` (id null) opens the empty form; any other id the type's item page.
  params: { parse: ({ id }) => ({ id: parseIdOrNew(id) }), stringify: ({ id }) => ({ id: id ?? NEW_ITEM }) },
  beforeLoad: requireManagerList('documentTypes'),
  loader: ({ context: { queryClient }, params: { id } }) => queryClient.ensureQueryData(documentTypeQueryOptions(id ?? '')),
  errorComponent: loadErrorComponent(msg`HR document types`, msg`Error while loading data`),
  component: DocumentType,
});

function DocumentType() {
  const { id } = Route.useParams();
  const navigate = Route.useNavigate();
  return <DocumentTypePage key={id ?? NEW_ITEM} typeId={id} openType={(typeId) => void navigate({ to: '/manager/document-types/$id', params: { id: typeId } })} />;
}
