import { Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useAccess } from '@/lib/session';
import { BatchUpload } from './batch-upload';
import { salaryControlKind } from './salary-control-kind';
import { salaryKind } from './salary-kind';
import { SalaryDocumentsList } from './salary-documents-list';

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
          <BatchUpload kind={salaryKind} owner={me.id} />
        </Stack>
      )}
      {access.employeeId ? (
        <Stack>
          <Title order={2}>{t`Salary documents`}</Title>
          <SalaryDocumentsList employeeId={access.employeeId} />
        </Stack>
      ) : (
        // Spec §8: the salaries screen's message when nobody is selected.
        <Text>{t`No employee selected`}</Text>
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
