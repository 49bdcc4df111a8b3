// Spec §4 "User context" and "Employee selection".

export type UserContext = 'employee' | 'company' | 'unknown';

export function userContext(selection: {
  employee: { company: unknown } | null | undefined;
  company: unknown;
}): UserContext {
  if (selection.employee?.company) return 'employee';
  if (selection.company) return 'company';
  return 'unknown';
}

export type SelectableEmployee = { id: string; companyId: string };

export type EmployeeSelectionInput = {
  /** May choose any employee of the selected company (Rights.employeeChoice: admins, HR staff, company HR). */
  choosesFreely: boolean;
  /** The user's own employee records. */
  employees: readonly SelectableEmployee[];
  /** The selected company, if any. */
  companyId: string | null;
  /** Remembered choice per company id. */
  remembered: Readonly<Record<string, string>>;
  /** The employee the user asks for now (a click, a URL), if any. */
  requestedId: string | null;
};

/**
 * The employee to select:
 * - whoever may choose (admins, the fiduciary's HR staff, the company's HR) picks any employee: the requested one, else the
 *   one remembered for the company, else their own record in that company;
 * - a user with one employee record is fixed to it, whatever is requested;
 * - a user with several may pick among their records in the selected company; without a valid
 *   request, the choice remembered for that company applies, else their first record there.
 * Returns null when there is nothing to select.
 */
export function selectEmployee(input: EmployeeSelectionInput): string | null {
  const { employees, companyId, remembered, requestedId } = input;
  const inCompany = companyId === null ? employees : employees.filter((e) => e.companyId === companyId);
  const rememberedId = companyId === null ? undefined : remembered[companyId];
  if (input.choosesFreely) {
    return requestedId ?? rememberedId ?? inCompany[0]?.id ?? null;
  }
  if (employees.length <= 1) return employees[0]?.id ?? null;
  const isOwn = (id: string | null | undefined): id is string => inCompany.some((e) => e.id === id);
  if (isOwn(requestedId)) return requestedId;
  if (isOwn(rememberedId)) return rememberedId;
  return inCompany[0]?.id ?? employees[0]?.id ?? null;
}

/** The remembered-choice map after selecting an employee in a company (a new object). */
export function rememberEmployee(
  remembered: Readonly<Record<string, string>>,
  companyId: string,
  employeeId: string,
): Record<string, string> {
  return { ...remembered, [companyId]: employeeId };
}
