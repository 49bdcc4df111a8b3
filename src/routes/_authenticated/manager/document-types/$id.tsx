import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { requireManagerList } from '@/app/guards';
import { loadErrorComponent } from '@/components/route-states';
import { DocumentTypePage, documentTypeQueryOptions } from '@/features/manager';

/** `new` opens the empty form; any other id the type's item page. */
const typeIdOf = (id: string) => (id === 'new' ? null : id);

export const Route = createFileRoute('/_authenticated/manager/document-types/$id')({
  beforeLoad: requireManagerList('documentTypes'),
  loader: ({ context: { queryClient }, params }) => queryClient.ensureQueryData(documentTypeQueryOptions(typeIdOf(params.id) ?? '')),
  errorComponent: loadErrorComponent(msg`HR document types`, msg`Error while loading data`),
  component: DocumentType,
});

function DocumentType() {
  const { id } = Route.useParams();
  const navigate = Route.useNavigate();
  return <DocumentTypePage key={id} typeId={typeIdOf(id)} openType={(typeId) => void navigate({ to: '/manager/document-types/$id', params: { id: typeId } })} />;
}
