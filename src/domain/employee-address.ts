// The address of one employee's records in the portal, shared by the portal's routes and the API's
// mails (and pushes): a link from a mail lands on that employee's page, whoever was selected before.

export const EMPLOYEE_PAGES = ['profile', 'documents', 'salaries', 'messages'] as const;
export type EmployeePage = (typeof EMPLOYEE_PAGES)[number];

export function employeeAddress(employeeId: string, page: EmployeePage): string {
  return `/hr/employees/${encodeURIComponent(employeeId)}/${page}`;
}

/** The employee an address names, or null for any other address. */
export function employeeOfAddress(pathname: string | null): string | null {
  const match = pathname === null ? null : /^\/hr\/employees\/([^/]+)/.exec(pathname);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

/** The page an employee's address shows (`/hr/employees/e12/documents` → `documents`), else null. */
export function employeePageOf(pathname: string): EmployeePage | null {
  const match = /^\/hr\/employees\/[^/]+\/([a-z]+)\/?$/.exec(pathname);
  return EMPLOYEE_PAGES.find((p) => p === match?.[1]) ?? null;
}

/** The navigation's plain page for an employee's address (`/hr/employees/e12/documents` → `/hr/documents`). */
export function plainPageOf(pathname: string): string {
  const page = employeePageOf(pathname);
  return page ? `/hr/${page}` : pathname;
}
