import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { toEmployeeAddress } from '@/app/guards';
import { loadErrorComponent } from '@/components/route-states';
import { HrSalariesPage } from '@/features/hr';
import { HrSalariesSection, uploadDirectoryQueryOptions } from '@/features/uploads';

// The selected employee's salaries are at their own address; here, with nobody selected, payroll
// staff still send batches (matched against the directory).
export const Route = createFileRoute('/_authenticated/hr/salaries')({
  beforeLoad: toEmployeeAddress('salaries'),
  loader: ({ context: { queryClient, access } }) => (access.rights.hrSalaryAccess ? queryClient.ensureQueryData(uploadDirectoryQueryOptions()) : null),
  errorComponent: loadErrorComponent(msg`Salaries`, msg`Error while loading salaries`),
  component: () => (
    <HrSalariesPage>
      <HrSalariesSection />
    </HrSalariesPage>
  ),
});
