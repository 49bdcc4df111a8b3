import { redirect } from '@tanstack/react-router';
import type { EmployeePage } from '@/domain/employee-address';
import type { Access } from '@/lib/session';

// `openEmployeeAddress`, the `beforeLoad` of an employee's own address, is in
// open-employee-address.ts: the route loads it when it is opened.

/**
 * `beforeLoad` of `/hr/{page}` (the navigation's links): with an employee selected, their own
 * address, so the address bar always says whose records are shown. `employee` is the one a link
 * names (`/hr/messages?employee=`, mails sent before these addresses existed).
 */
export function toEmployeeAddress(page: EmployeePage) {
  return ({ context, search }: { context: { access: Access }; search: object & { employee?: string } }): void => {
    const { employee, ...rest } = search;
    const employeeId = employee ?? context.access.employeeId;
    if (!employeeId) return;
    throw redirect({ to: `/hr/employees/$employeeId/${page}`, params: { employeeId }, search: rest, replace: true });
  };
}
