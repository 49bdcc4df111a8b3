import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { loadErrorComponent } from '@/components/route-states';
import { parseId } from '@/lib/navigation';

// One employee's records have their own addresses (profile, documents, salaries, messages): a link
// to share, a bookmark, Back, and where mails land. Arriving here selects that employee.
export const Route = createFileRoute('/_authenticated/hr/employees/$employeeId')({
  params: { parse: ({ employeeId }) => ({ employeeId: parseId(employeeId) }), stringify: ({ employeeId }) => ({ employeeId }) },
  // Loaded when an employee's address is opened, not with every first load.
  beforeLoad: async (args) => (await import('@/app/guards/open-employee-address')).openEmployeeAddress(args),
  // Finding where the employee works failed (offline before it was ever asked): said like the list's.
  errorComponent: loadErrorComponent(msg`Employees`, msg`Error while loading employees`),
});
