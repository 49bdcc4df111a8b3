import { useLingui } from '@lingui/react/macro';
import { Alert, Stack, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageTitle } from '@/components/page-title';
import { employeeDocumentsQueryOptions } from './api/employee-documents-query';
import { DocumentTypeSection, type UploadRequest } from './document-type-section';

// HRDocuments (spec §2, §7, §8): the selected employee's documents by type. `upload` receives the
// upload area, which the route composes from the uploads feature.

export function HrDocumentsPage({ employeeId, onUpload, upload }: { employeeId: string | null; onUpload: (request: UploadRequest) => void; upload: ReactNode }) {
  const { t } = useLingui();
  return (
    <>
      <PageTitle title={t`HR documents`} description={t`Identity papers, permits, diplomas and other documents, with their expiry dates and review status.`} />
      {/* Spec §8 'noEmployeeSelected' (profile and HR documents). */}
      {employeeId ? <EmployeeDocuments employeeId={employeeId} onUpload={onUpload} upload={upload} /> : <Text>{t`No employee selected. Choose an employee to see their documents.`}</Text>}
    </>
  );
}

function EmployeeDocuments({ employeeId, onUpload, upload }: { employeeId: string; onUpload: (request: UploadRequest) => void; upload: ReactNode }) {
  const { t } = useLingui();
  // Loading and failure are the route's: its loader fetches this first.
  const { data } = useSuspenseQuery(employeeDocumentsQueryOptions(employeeId));
  if (data.companyEmployee?.settingHrDocumentsDisabled) {
    const name = data.companyEmployee.name ?? '';
    return (
      <Alert color="gray" title={t`HR documents are switched off`} role="status">
        {t`HR documents are disabled for ${name} in their employee settings, so none can be viewed or uploaded here. The company's HR or the fiduciary can switch them back on.`}
      </Alert>
    );
  }
  const types = data.hrDocumentTypes ?? [];
  return (
    <Stack gap="xl">
      {types.length === 0 && <Text>{t`No documents found`}</Text>}
      {types.map((type) => (
        <DocumentTypeSection key={type.id} type={type} onUpload={onUpload} />
      ))}
      {upload}
    </Stack>
  );
}
