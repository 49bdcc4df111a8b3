import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, VisuallyHidden } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { PageTitle } from '@/components/page-title';
import { HrProfileEditor } from './hr-profile-editor';
import { hrProfileQueryOptions } from './hr-profile-query';

/** HRProfile (spec §2): the selected employee's HR profile, for the employee, company HR and provider staff. */
export function HrProfilePage({ userId, employeeId }: { userId: string; employeeId: string | null }) {
  const { t } = useLingui();
  if (!employeeId) {
    return (
      <>
        <PageTitle title={t`HR profile`} />
        {/* Spec §8 'noEmployeeSelected' */}
        <Alert color="blue" role="status">
          <Trans>No employee selected</Trans>
        </Alert>
      </>
    );
  }
  return <LoadedProfile userId={userId} employeeId={employeeId} />;
}

function LoadedProfile({ userId, employeeId }: { userId: string; employeeId: string }) {
  const { t } = useLingui();
  const { data: record } = useSuspenseQuery(hrProfileQueryOptions(employeeId));
  if (!record) {
    return (
      <>
        <PageTitle title={t`HR profile`} />
        <Alert color="yellow" role="status">
          <Trans>No profile found</Trans>
        </Alert>
      </>
    );
  }
  const who = record.code ? `${record.name} (${record.code})` : record.name;
  return (
    <>
      <PageTitle title={t`HR profile`} description={who} />
      {/* Spec §8 'Load complete', for screen readers: the visible form says the rest. */}
      <VisuallyHidden role="status">
        <Trans>Load complete</Trans>
      </VisuallyHidden>
      <HrProfileEditor key={record.id} userId={userId} record={record} />
    </>
  );
}
