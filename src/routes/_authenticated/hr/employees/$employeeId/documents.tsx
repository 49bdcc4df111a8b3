import { msg } from '@lingui/core/macro';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useMemo } from 'react';
import { requireArea } from '@/app/guards';
import { loadErrorComponent } from '@/components/route-states';
import { employeeDocumentsQueryOptions, HrDocumentsPage, type UploadRequest } from '@/features/hr-documents';
import { HrDocumentUploadSection, hrDocumentUploadTypesQueryOptions, uploadDirectoryQueryOptions } from '@/features/uploads';
import { parseOptionalId, strictSearch } from '@/lib/navigation';

type Search = { type?: string; replaces?: string };

const idOrUndefined = (value: unknown) => (typeof value === 'string' ? parseOptionalId(value) : undefined);

export const Route = createFileRoute('/_authenticated/hr/employees/$employeeId/documents')({
  // The type to upload and the document being replaced live in the address, so "Replace" survives a reload.
  validateSearch: strictSearch((search: Record<string, unknown>): Search => ({ type: idOrUndefined(search['type']), replaces: idOrUndefined(search['replaces']) })),
  beforeLoad: requireArea('hrDocuments'),
  loader: ({ context: { queryClient }, params: { employeeId } }) =>
    Promise.all([
      queryClient.ensureQueryData(employeeDocumentsQueryOptions(employeeId)),
      queryClient.ensureQueryData(hrDocumentUploadTypesQueryOptions()),
      queryClient.ensureQueryData(uploadDirectoryQueryOptions()),
    ]),
  errorComponent: loadErrorComponent(msg`HR documents`, msg`Error while loading documents`),
  component: HrDocuments,
});

function HrDocuments() {
  const { employeeId } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const documents = useQuery(employeeDocumentsQueryOptions(employeeId));
  const replacing = documents.data?.hrDocumentTypes?.flatMap((type) => type.documents ?? []).find((d) => d.id === search.replaces)?.attachment?.filename ?? null;
  const preset = useMemo(() => ({ employeeId, typeId: search.type ?? null, replacesId: search.replaces ?? null }), [employeeId, search.type, search.replaces]);
  const onUpload = ({ typeId, replacesId }: UploadRequest) => {
    void navigate({ search: { type: typeId, replaces: replacesId }, replace: true }).then(() =>
      document.getElementById('hr-document-upload')?.scrollIntoView({ block: 'start' }),
    );
  };
  return <HrDocumentsPage employeeId={employeeId} onUpload={onUpload} upload={<HrDocumentUploadSection preset={preset} replacing={replacing} />} />;
}
