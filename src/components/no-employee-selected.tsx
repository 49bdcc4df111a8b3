import { useLingui } from '@lingui/react/macro';
import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * What every screen about one employee (profile, salaries, HR documents, messages) shows while no
 * employee is selected: spec §8 'noEmployeeSelected' / 'No employee selected'. `children` may add a
 * way to choose one (a link to the employee list).
 */
export function NoEmployeeSelected({ children }: { children?: ReactNode }) {
  const { t } = useLingui();
  return (
    <Alert color="gray" role="status" title={t`No employee selected`}>
      {t`Choose an employee in the selection bar at the top of the page.`}
      {children}
    </Alert>
  );
}
