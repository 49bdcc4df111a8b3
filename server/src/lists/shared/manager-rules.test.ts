// The manager's rules beyond who may (issue #14): bad input is refused with a reason the portal
// translates and changes nothing; role changes apply on the next request; disabling ends sessions;
// concurrent edits are detected; every write is audited with before and after.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, companies, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { dataAs, demoIds, type DemoIds } from '../../testing/access-matrix-support';

let app: TestApp;
let ids: DemoIds;

beforeAll(async () => {
  app = await createTestApp();
  ids = await demoIds(app);
});
afterAll(() => app.close());

async function reasonsAs(email: string, query: string, variables: Record<string, unknown>) {
  const res = await app.gql(query, variables, await app.tokenFor(email));
  return (res.errors ?? []).map((e) => (e.extensions as { reason?: string } | undefined)?.reason ?? e.extensions?.code);
}
const asAdmin = (query: string, variables: Record<string, unknown>) => reasonsAs('admin@demo.test', query, variables);
const companyRow = async (code: string) => (await app.services.db.select().from(companies).where(eq(companies.code, code)))[0];
const userRow = async (email: string) => (await app.services.db.select().from(users).where(eq(users.email, email)))[0];

const createCompany = 'mutation($data: CompanyCreateInput!) { createCompany(data: $data) { id version } }';
const updateCompany = 'mutation($id: ID!, $data: CompanyUpdateInput!) { updateCompany(where: { id: $id }, data: $data) { name version } }';
const createUser = 'mutation($data: UserCreateInput!) { createUser(data: $data) { id email } }';
const updateUser = 'mutation($id: ID!, $data: UserUpdateInput!) { updateUser(where: { id: $id }, data: $data) { id role { canManageRoles canSignInToApp } } }';

describe('companies', () => {
  it.each([
    [{ code: '12a', name: 'X' }, 'INVALID_COMPANY_CODE'],
    [{ code: '7101', name: ' ' }, 'NAME_REQUIRED'],
    [{ code: '7101', name: 'X', taxId: '123' }, 'INVALID_TAX_ID'],
    [{ code: '7101', name: 'X', rcsId: 'B12345678' }, 'INVALID_RCS_ID'],
    [{ code: '7101', name: 'X', vatId: 'LU26145866' }, 'INVALID_VAT_ID'],
    [{ code: '7101', name: 'X', naceId: '31.09' }, 'INVALID_NACE_ID'],
    [{ code: '1001', name: 'Duplicate' }, 'DUPLICATE_COMPANY_CODE'],
  ])('refuses %o (%s) and creates nothing', async (data, reason) => {
    expect(await asAdmin(createCompany, { data })).toEqual([reason]);
    expect(await companyRow('7101')).toBeUndefined();
  });

  it('a duplicate code on update is refused and the company keeps its code', async () => {
    expect(await asAdmin(updateCompany, { id: ids.company['1002'], data: { code: '1001' } })).toEqual(['DUPLICATE_COMPANY_CODE']);
    expect((await companyRow('1002'))?.id).toBe(ids.company['1002']);
  });

  it('stores identifiers normalised and picks a fiduciary user as person in charge', async () => {
    const data = { code: '7102', name: 'Normalised', vatId: 'lu 2614 5865', personInChargeAccounting: { connect: { id: ids.user.accountant } } };
    await dataAs(app, 'admin', createCompany, { data });
    expect(await companyRow('7102')).toMatchObject({ vatId: 'LU26145865' });
    const read = 'query { companies(where: { code: { equals: "7102" } }) { personInChargeAccounting { email } } }';
    expect(await dataAs(app, 'admin', read)).toEqual({ companies: [{ personInChargeAccounting: { email: 'accountant@demo.test' } }] });
    const employeeAsPerson = { personInChargeHumanResources: { connect: { id: ids.user.employee } } };
    expect(await asAdmin(updateCompany, { id: (await companyRow('7102'))!.id, data: employeeAsPerson })).toEqual(['BAD_USER_INPUT']);
  });

  it('an edit made against an older version is refused and the newer edit stays; both are audited with before and after', async () => {
    const { createCompany: created } = await dataAs<{ createCompany: { id: string; version: number } }>(app, 'admin', createCompany, { data: { code: '7103', name: 'First' } });
    const first = await dataAs(app, 'admin', updateCompany, { id: created.id, data: { name: 'Second', expectedVersion: created.version } });
    expect(first).toEqual({ updateCompany: { name: 'Second', version: created.version + 1 } });
    expect(await asAdmin(updateCompany, { id: created.id, data: { name: 'Stale', expectedVersion: created.version } })).toEqual(['VERSION_CONFLICT']);
    expect((await companyRow('7103'))?.name).toBe('Second');
    const events = await app.services.db.select().from(auditEvents).where(and(eq(auditEvents.list, 'Company'), eq(auditEvents.itemId, created.id)));
    expect(events.map((e) => [e.action, e.details])).toEqual([
      ['create', { before: { code: null, name: null }, after: { code: '7103', name: 'First' } }],
      ['update', { before: { name: 'First' }, after: { name: 'Second' } }],
    ]);
  });
});

describe('users', () => {
  it('refuses a duplicate or invalid email and creates nothing', async () => {
    expect(await asAdmin(createUser, { data: { email: 'HR@demo.test ' } })).toEqual(['DUPLICATE_EMAIL']);
    expect(await asAdmin(createUser, { data: { email: 'not-an-email' } })).toEqual(['INVALID_EMAIL']);
    expect(await asAdmin(updateUser, { id: ids.user.finance, data: { email: 'hr@demo.test' } })).toEqual(['DUPLICATE_EMAIL']);
    expect((await userRow('finance@demo.test'))?.id).toBe(ids.user.finance);
  });

  it('nobody removes their own canManageRoles or canAccessAllCompanies', async () => {
    expect(await asAdmin(updateUser, { id: ids.user.admin, data: { canManageRoles: false } })).toEqual(['OWN_FLAG_KEPT']);
    expect(await asAdmin(updateUser, { id: ids.user.admin, data: { canAccessAllCompanies: false } })).toEqual(['OWN_FLAG_KEPT']);
    expect(await userRow('admin@demo.test')).toMatchObject({ canManageRoles: true, canAccessAllCompanies: true });
  });

  it('an account manager without canManageRoles changes no role flag and cannot disable the last role manager', async () => {
    await dataAs(app, 'admin', createUser, { data: { email: 'accounts.only@demo.test', canAccessKeystone: true, canManageAccounts: true } });
    const asAccounts = (query: string, variables: Record<string, unknown>) => reasonsAs('accounts.only@demo.test', query, variables);
    expect(await asAccounts(updateUser, { id: ids.user.finance, data: { canManageTaxation: true } })).toEqual(['GRANT_NEEDS_ROLE_MANAGER']);
    expect(await userRow('finance@demo.test')).toMatchObject({ canManageTaxation: false });
    expect(await asAccounts(updateUser, { id: ids.user.admin, data: { canSignInToApp: false } })).toEqual(['LAST_ROLE_MANAGER']);
    expect(await userRow('admin@demo.test')).toMatchObject({ canSignInToApp: true, canManageRoles: true });
  });

  it('a new role applies on the next request; disabling refuses the open session at once', async () => {
    const created = await dataAs<{ createUser: { id: string } }>(app, 'admin', createUser, { data: { email: 'staff.new@demo.test' } });
    const id = created.createUser.id;
    const canCreateType = async () => reasonsAs('staff.new@demo.test', 'mutation { createHrDocumentType(data: { name: "Probe" }) { id } }', {});
    expect(await canCreateType()).toEqual(['NOT_ALLOWED']);
    await dataAs(app, 'admin', updateUser, { id, data: { canManageHumanResources: true } });
    expect(await canCreateType()).toEqual([]);
    await dataAs(app, 'admin', updateUser, { id, data: { canSignInToApp: false } });
    expect(await reasonsAs('staff.new@demo.test', '{ companies { id } }', {})).toEqual(['UNAUTHENTICATED']);
    // Enabling the account again does not bring the ended session back.
    await dataAs(app, 'admin', updateUser, { id, data: { canSignInToApp: true } });
    expect(await reasonsAs('staff.new@demo.test', '{ companies { id } }', {})).toEqual(['UNAUTHENTICATED']);
  });
});

describe('employee records', () => {
  const updateEmployee = 'mutation($id: ID!, $data: CompanyEmployeeUpdateInput!) { updateCompanyEmployee(where: { id: $id }, data: $data) { code isArchived user { email } } }';

  it('links a user, moves the record to new and archived, and refuses a duplicate code', async () => {
    const id = ids.employee['1001/13']!;
    expect(await dataAs(app, 'admin', updateEmployee, { id, data: { user: { connect: { id: ids.user.finance } } } })).toMatchObject({ updateCompanyEmployee: { user: { email: 'finance@demo.test' } } });
    expect(await dataAs(app, 'admin', updateEmployee, { id, data: { code: '', user: { disconnect: true } } })).toEqual({ updateCompanyEmployee: { code: null, isArchived: false, user: null } });
    expect(await dataAs(app, 'admin', updateEmployee, { id, data: { code: '13', isArchived: true } })).toEqual({ updateCompanyEmployee: { code: '13', isArchived: true, user: null } });
    expect(await asAdmin(updateEmployee, { id, data: { code: '12' } })).toEqual(['DUPLICATE_EMPLOYEE_CODE']);
    expect(await asAdmin(updateEmployee, { id, data: { code: 'x1' } })).toEqual(['INVALID_EMPLOYEE_CODE']);
  });
});
