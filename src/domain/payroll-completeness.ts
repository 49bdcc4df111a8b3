import { employeeListFilter } from './employees';

// "Who gets no payslip this month?" (issue #9): before a salary batch is sent, for each company and
// month the staged slips cover, the active employees (normal list: a code, not archived, not
// hidden) who would still have no slip, and the staged files that match nobody.

export type PayrollEmployee = { id: string; code: string | null; name: string; companyId: string; isArchived: boolean; isHiddenInHr: boolean };
export type StagedSlip = { fileName: string; type: string | null; date: string | null; employee: string | null };

export type CompanyMonth = { companyId: string; date: string; withoutSlip: PayrollEmployee[] };
export type PayrollCompleteness = { months: CompanyMonth[]; unmatchedFiles: string[] };

/** `slipsOnServer`: keys `${employeeId}|${date}` of slips already uploaded (see `slipKey`). */
export function payrollCompleteness(
  staged: readonly StagedSlip[],
  employees: readonly PayrollEmployee[],
  slipsOnServer: ReadonlySet<string>,
): PayrollCompleteness {
  const byId = new Map(employees.map((e) => [e.id, e]));
  const covered = new Set(slipsOnServer);
  const months = new Map<string, { companyId: string; date: string }>();
  const unmatchedFiles: string[] = [];
  for (const file of staged) {
    const employee = file.employee ? byId.get(file.employee) : undefined;
    if (!employee) {
      unmatchedFiles.push(file.fileName);
      continue;
    }
    if (file.type !== 'slip' || !file.date) continue;
    covered.add(slipKey(employee.id, file.date));
    months.set(`${employee.companyId}|${file.date}`, { companyId: employee.companyId, date: file.date });
  }
  const active = employees.filter(expectsPayslip);
  return {
    months: [...months.values()]
      .sort((a, b) => a.companyId.localeCompare(b.companyId) || b.date.localeCompare(a.date))
      .map(({ companyId, date }) => ({
        companyId,
        date,
        withoutSlip: active.filter((e) => e.companyId === companyId && !covered.has(slipKey(e.id, date))),
      })),
    unmatchedFiles,
  };
}

/** Who is due a payslip each month: the normal list (a code from payroll, not archived), not hidden from HR. */
export function expectsPayslip(employee: { code: string | null; isArchived: boolean; isHiddenInHr: boolean }): boolean {
  return !employee.isHiddenInHr && employeeListFilter(employee) === 'normal';
}

export function slipKey(employeeId: string, date: string): string {
  return `${employeeId}|${date}`;
}

/** The company months a batch covers, for asking the server which slips it already holds. */
export function stagedCompanyMonths(staged: readonly StagedSlip[], employees: readonly PayrollEmployee[]): { companyIds: string[]; dates: string[] } {
  const byId = new Map(employees.map((e) => [e.id, e]));
  const companyIds = new Set<string>();
  const dates = new Set<string>();
  for (const file of staged) {
    const employee = file.employee ? byId.get(file.employee) : undefined;
    if (!employee || file.type !== 'slip' || !file.date) continue;
    companyIds.add(employee.companyId);
    dates.add(file.date);
  }
  return { companyIds: [...companyIds].sort(), dates: [...dates].sort() };
}
