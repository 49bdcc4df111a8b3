import { useLingui } from '@lingui/react/macro';
import { Alert, Box } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * What every screen about one employee (profile, salaries, HR documents, messages) shows while no
 * employee is selected: spec §8 'noEmployeeSelected' / 'No employee selected'. `children` may add a
 * way to choose one (a link to the employee list). The hint says where the pickers really are at
 * this width (features/layout/app-layout.tsx): in the header from `md` on, at the top of the
 * navigation beside the page from `sm`, and in the menu's drawer on a phone (issue #44).
 */
export function NoEmployeeSelected({ children }: { children?: ReactNode }) {
  const { t } = useLingui();
  return (
    <Alert color="gray" role="status" title={t`No employee selected`}>
      <Box component="span" visibleFrom="md">{t`Choose an employee in the selection bar at the top of the page.`}</Box>
      <Box component="span" visibleFrom="sm" hiddenFrom="md">{t`Choose an employee under “Company and employee” at the top of the navigation.`}</Box>
      <Box component="span" hiddenFrom="sm">{t`Open the menu with the button at the top left and choose an employee under “Company and employee”.`}</Box>
      {children}
    </Alert>
  );
}
