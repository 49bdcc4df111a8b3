// Read rules for employee flags no demo user has alone: taxation without finance, a salary-control
// reviewer who is not HR, companyCodes/companyContacts without HR, and user canManageAccounts.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataAs, demoIds, type DemoIds } from '../testing/access-matrix-support';
import { companyEmployees, users } from '../db/schema';
import { DEMO_ACCOUNTING_DOCUMENTS, DEMO_USERS, DEMO_WORKFLOWS } from '../db/seed/demo-facts';
import { createTestApp, type TestApp } from '../testing/test-app';

let app: TestApp;
let ids: DemoIds;

beforeAll(async () => {
  app = await createTestApp();
  ids = await demoIds(app);
});
afterAll(() => app.close());

/** Sets employee flags on employee@demo.test's record (1001/12); the next request sees them. */
async function setEmployeeFlags(flags: Partial<Record<'canAccessFinance' | 'canAccessTaxation' | 'canAccessSalaryWorkflow' | 'canAccessCompanyCodes' | 'canAccessCompanyContacts', boolean>>) {
  await app.services.db.update(companyEmployees).set(flags).where(eq(companyEmployees.id, ids.employee['1001/12']!));
}

describe('role flags on their own', () => {
  it('taxation without finance reads only the tax documents of its company', async () => {
    await setEmployeeFlags({ canAccessTaxation: true });
    const data = await dataAs<{ accountingDocuments: { type: string; company: { code: string } }[] }>(app, 'employee', '{ accountingDocuments { type company { code } } }');
    expect(data.accountingDocuments).toEqual([{ type: 'tax', company: { code: '1001' } }]);
    await setEmployeeFlags({ canAccessTaxation: false, canAccessFinance: true });
    const finance = await dataAs<{ accountingDocumentsCount: number }>(app, 'employee', '{ accountingDocumentsCount }');
    expect(finance.accountingDocumentsCount).toBe(DEMO_ACCOUNTING_DOCUMENTS['1001']);
    await setEmployeeFlags({ canAccessFinance: false });
    expect(await dataAs(app, 'employee', '{ accountingDocumentsCount }')).toEqual({ accountingDocumentsCount: 0 });
  });

  it('a salary-control reviewer who is not HR reads and reviews 1001’s workflows, and no salaries of others', async () => {
    await setEmployeeFlags({ canAccessSalaryWorkflow: true });
    const data = await dataAs<{ hrSalaryWorkflowsCount: number; hrSalaryWorkflowDocuments: { id: string; status: string }[]; hrSalariesCount: number }>(
      app,
      'employee',
      '{ hrSalaryWorkflowsCount hrSalaryWorkflowDocuments(where: { status: { equals: pending } }) { id status } hrSalariesCount(where: { employee: { code: { not: { equals: "12" } } } }) }',
    );
    expect(data.hrSalaryWorkflowsCount).toBe(DEMO_WORKFLOWS.length);
    expect(data.hrSalariesCount).toBe(0);
    const review = await dataAs(
      app,
      'employee',
      'mutation($id: ID!) { updateHrSalaryWorkflowDocument(where: { id: $id }, data: { status: rejected, feedback: "Bonus missing" }) { status feedback reviewedBy { email } } }',
      { id: data.hrSalaryWorkflowDocuments[0]!.id },
    );
    expect(review).toEqual({ updateHrSalaryWorkflowDocument: { status: 'rejected', feedback: 'Bonus missing', reviewedBy: { email: DEMO_USERS.employee.email } } });
    await setEmployeeFlags({ canAccessSalaryWorkflow: false });
    expect(await dataAs(app, 'employee', '{ hrSalaryWorkflowsCount }')).toEqual({ hrSalaryWorkflowsCount: 0 });
  });

  it('companyCodes and companyContacts open the identifiers and persons in charge, and no more employees', async () => {
    const query = '{ companies { taxId personInChargeAccounting { name } } companyEmployeesCount }';
    expect(await dataAs(app, 'employee', query)).toEqual({ companies: [{ taxId: null, personInChargeAccounting: null }], companyEmployeesCount: 1 });
    await setEmployeeFlags({ canAccessCompanyCodes: true });
    expect(await dataAs(app, 'employee', query)).toEqual({ companies: [{ taxId: '20142401873', personInChargeAccounting: null }], companyEmployeesCount: 1 });
    await setEmployeeFlags({ canAccessCompanyCodes: false, canAccessCompanyContacts: true });
    expect(await dataAs(app, 'employee', query)).toEqual({ companies: [{ taxId: null, personInChargeAccounting: { name: 'Sophie Weber' } }], companyEmployeesCount: 1 });
    await setEmployeeFlags({ canAccessCompanyContacts: false });
  });

  it('user canManageAccounts reads every account with its role, and the persons in charge', async () => {
    await app.services.db.update(users).set({ canManageAccounts: true }).where(eq(users.id, ids.user.employee));
    const data = await dataAs<{ usersCount: number; user: { role: { canAccessAllCompanies: boolean } }; companies: { personInChargeAccounting: { name: string } | null }[] }>(
      app,
      'employee',
      'query($id: ID!) { usersCount user(where: { id: $id }) { role { canAccessAllCompanies } } companies { personInChargeAccounting { name } } }',
      { id: ids.user.admin },
    );
    expect(data).toEqual({ usersCount: Object.keys(DEMO_USERS).length, user: { role: { canAccessAllCompanies: true } }, companies: [{ personInChargeAccounting: { name: 'Sophie Weber' } }] });
    await app.services.db.update(users).set({ canManageAccounts: false }).where(eq(users.id, ids.user.employee));
  });
});
