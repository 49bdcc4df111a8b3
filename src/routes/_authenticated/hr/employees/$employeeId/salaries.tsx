import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { loadErrorComponent } from '@/components/route-states';
import { HrSalariesPage } from '@/features/hr';
import { employeeSalariesQueryOptions, HrSalariesSection, uploadDirectoryQueryOptions } from '@/features/uploads';

export const Route = createFileRoute('/_authenticated/hr/employees/$employeeId/salaries')({
  // Payroll staff match file names against the directory; everyone sees this employee's slips.
  loader: ({ context: { queryClient, access }, params: { employeeId } }) =>
    Promise.all([
      access.rights.hrSalaryAccess ? queryClient.ensureQueryData(uploadDirectoryQueryOptions()) : null,
      queryClient.ensureQueryData(employeeSalariesQueryOptions(employeeId)),
    ]),
  errorComponent: loadErrorComponent(msg`Salaries`, msg`Error while loading salaries`),
  component: () => (
    <HrSalariesPage>
      <HrSalariesSection />
    </HrSalariesPage>
  ),
});
