import { Alert, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { NoEmployeeSelected } from '@/components/no-employee-selected';
import { hrUploadNeedsReview } from '@/domain/permissions';
import { useLingui } from '@lingui/react/macro';
import { useAccess } from '@/lib/session';
import { hrDocumentUploadTypesQueryOptions } from './api/hr-document-types-query';
import { BatchUpload } from './batch-upload';
import { hrDocumentKind, type HrDocumentPreset } from './hr-document-kind';
import { PayrollSplitSection } from './payroll-split/payroll-split-section';
import { salaryControlKind } from './salary-control-kind';
import { salaryKind } from './salary-kind';
import { SalaryDocumentsList } from './salary-documents-list';
import { nameInLanguage } from '@/domain/document-type-name';

// What the /hr/salaries and /salary-control pages mount: the pieces each user may see.

/** /hr/salaries: the batch upload for payroll staff (hrSalaryAccess), and the selected employee's documents. */
export function HrSalariesSection() {
  const { t } = useLingui();
  const { me, access } = useAccess();
  return (
    <Stack gap="xl">
      {access.rights.hrSalaryAccess && (
        <Stack>
          <Title order={2}>{t`Upload salary documents`}</Title>
          <BatchUpload kind={salaryKind} owner={me.id} intake={PayrollSplitSection} />
        </Stack>
      )}
      {access.employeeId ? (
        <Stack>
          <Title order={2}>{t`Salary documents`}</Title>
          {/* Receipts are for HR and payroll: the employee knows what they opened. */}
          <SalaryDocumentsList employeeId={access.employeeId} showReceipts={access.ownEmployee?.id !== access.employeeId} />
        </Stack>
      ) : (
        // Spec §8: the salaries screen's message when nobody is selected.
        <NoEmployeeSelected />
      )}
    </Stack>
  );
}

/** /salary-control's upload area: the route mounts it for the fiduciary's payroll staff only. */
export function SalaryControlSection() {
  const { t } = useLingui();
  const { me } = useAccess();
  return (
    <Stack>
      <Title order={2}>{t`Upload salary-control documents`}</Title>
      <BatchUpload kind={salaryControlKind} owner={me.id} />
    </Stack>
  );
}

/**
 * /hr/documents' upload area for the selected employee: staged in IndexedDB like every upload, with
 * the type (and the document replaced) the page asked for, if any.
 */
export function HrDocumentUploadSection({ preset, replacing }: { preset: HrDocumentPreset; replacing: string | null }) {
  const { t, i18n } = useLingui();
  const { me } = useAccess();
  const { data: types } = useSuspenseQuery(hrDocumentUploadTypesQueryOptions());
  const kind = useMemo(() => hrDocumentKind(types, preset), [types, preset]);
  const presetType = types.find((type) => type.id === preset.typeId);
  const typeName = presetType ? nameInLanguage(presetType, i18n.locale) : null;
  return (
    <Stack id="hr-document-upload">
      <Title order={2}>{t`Upload documents`}</Title>
      {replacing && <Alert color="blue" role="status">{t`New files replace ${replacing}.`}</Alert>}
      {!replacing && typeName && <Text size="sm">{t`New files are filed as ${typeName}.`}</Text>}
      <Text size="sm" c="gray.7">
        {hrUploadNeedsReview(me.role) ? t`The fiduciary reviews each document before it counts as checked.` : t`Your uploads need no review.`}
      </Text>
      <BatchUpload kind={kind} owner={me.id} />
    </Stack>
  );
}
