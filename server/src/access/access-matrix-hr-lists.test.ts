// Access matrix, issue 9: the operations the employee lists, the picker's search, the salaries
// screen ("seen" receipts) and the payroll completeness check send, exactly as the portal sends them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hrSalaries } from '../db/schema';
import { ATELIER_EMPLOYEES, DEMO_COMPANIES } from '../db/seed/demo-facts';
import { createTestApp, type TestApp } from '../testing/test-app';
import { dataAs, demoIds, errorCodesAs, type DemoIds } from '../testing/access-matrix-support';

let app: TestApp;
let ids: DemoIds;

beforeAll(async () => {
  app = await createTestApp();
  ids = await demoIds(app);
  // A slip at 1002, so "another company's slips" is a real case.
  await app.services.db.insert(hrSalaries).values({ date: '2025-11-01', type: 'slip', employeeId: ids.employee['1002/1']!, firstSeenAt: new Date() });
});
afterAll(() => app.close());

const signedIn = ['admin', 'payroll', 'accountant', 'hr', 'finance', 'employee', 'multi'] as const;
const { atelier, boulangerie } = DEMO_COMPANIES;

// The portal's EmployeeList operation (src/features/employees/api/employee-list-query.ts).
const employeeList = `query($where: CompanyEmployeeWhereInput!) {
  companyEmployees(where: $where, orderBy: [{ name: asc }], take: 5000, skip: 0) { id code name jobDescription isArchived isHiddenInHr company { id code } }
}`;
const listOf = (companyId: string | undefined) => ({ where: { isHiddenInHr: { equals: false }, company: { id: { equals: companyId } } } });

describe('the employee lists (EmployeeList)', () => {
  // [at 1001, at 1002, every company]: hidden employees left out by the filter the portal sends.
  const expected: Record<(typeof signedIn)[number], [number, number, number]> = {
    admin: [atelier.employees - ATELIER_EMPLOYEES.hidden, boulangerie.employees, -1],
    payroll: [atelier.employees - ATELIER_EMPLOYEES.hidden, boulangerie.employees, -1],
    accountant: [0, 0, 0],
    hr: [atelier.employees - ATELIER_EMPLOYEES.hidden, 0, atelier.employees - ATELIER_EMPLOYEES.hidden],
    finance: [1, 0, 1],
    employee: [1, 0, 1],
    multi: [1, boulangerie.employees, 1 + boulangerie.employees],
  };

  it.each(signedIn)('%s: one company, the other, and every company at once', async (caller) => {
    const [at1001, at1002, everywhere] = expected[caller];
    const count = async (variables: Record<string, unknown>) =>
      (await dataAs<{ companyEmployees: unknown[] }>(app, caller, employeeList, variables)).companyEmployees.length;
    expect(await count(listOf(ids.company['1001']))).toBe(at1001);
    // A company HR user listing another company's employees gets nothing.
    expect(await count(listOf(ids.company['1002']))).toBe(at1002);
    if (everywhere >= 0) expect(await count({ where: { isHiddenInHr: { equals: false } } })).toBe(everywhere);
  });

  it('refuses the anonymous caller', async () => {
    expect(await errorCodesAs(app, 'anonymous', employeeList, listOf(ids.company['1001']))).toEqual(['UNAUTHENTICATED']);
  });
});

describe("the picker's search (EmployeeSearch)", () => {
  const search = `query($search: String!) {
    companyEmployees(where: { isHiddenInHr: { equals: false }, OR: [{ name: { contains: $search, mode: insensitive } }, { code: { startsWith: $search } }] }, orderBy: [{ name: asc }], take: 30) { id company { code } }
  }`;
  const companiesFound = async (caller: (typeof signedIn)[number], text: string) =>
    new Set((await dataAs<{ companyEmployees: { company: { code: string } }[] }>(app, caller, search, { search: text })).companyEmployees.map((e) => e.company.code));

  it('finds employees of every company for the fiduciary’s staff, and only of their own company for company HR', async () => {
    expect(await companiesFound('payroll', '1')).toEqual(new Set(['1001', '1002', '1003']));
    expect(await companiesFound('hr', '1')).toEqual(new Set(['1001']));
    expect(await companiesFound('accountant', '1')).toEqual(new Set());
  });
});

describe('month slips and "seen" receipts (MonthSlips, EmployeeSalaries)', () => {
  const monthSlips = `query($companyIds: [ID!]!, $dates: [CalendarDay!]!) {
    hrSalaries(where: { type: { equals: slip }, date: { in: $dates }, employee: { company: { id: { in: $companyIds } } } }) { date firstSeenAt employee { id } }
  }`;
  const slipsAt1002 = async (caller: (typeof signedIn)[number]) =>
    (await dataAs<{ hrSalaries: { firstSeenAt: string | null }[] }>(app, caller, monthSlips, { companyIds: [ids.company['1002']], dates: ['2025-11-01'] })).hrSalaries;

  it('gives another company’s slips and their receipts only to those who read them', async () => {
    expect((await slipsAt1002('payroll')).map((s) => s.firstSeenAt === null)).toEqual([false]);
    expect(await slipsAt1002('multi')).toHaveLength(1);
    for (const caller of ['hr', 'finance', 'employee', 'accountant'] as const) expect(await slipsAt1002(caller), caller).toEqual([]);
  });

  it('cannot be used to find slips by when they were seen without reading them', async () => {
    const query = '{ hrSalariesCount(where: { firstSeenAt: { lt: "2999-01-01T00:00:00Z" } }) }';
    expect((await dataAs<{ hrSalariesCount: number }>(app, 'hr', query)).hrSalariesCount).toBe(0);
    expect((await dataAs<{ hrSalariesCount: number }>(app, 'payroll', query)).hrSalariesCount).toBe(1);
  });
});
