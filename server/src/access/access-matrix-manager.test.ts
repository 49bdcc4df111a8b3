// Access matrix of the manager's operations (issue #14): every demo user and an anonymous caller,
// who may and who is refused, and that a refusal changes nothing.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, hrDocumentTypes, users } from '../db/schema';
import { createTestApp, type TestApp } from '../testing/test-app';
import { CALLERS, dataAs, demoIds, errorCodesAs, type Caller, type DemoIds } from '../testing/access-matrix-support';

let app: TestApp;
let ids: DemoIds;

beforeAll(async () => {
  app = await createTestApp();
  ids = await demoIds(app);
});
afterAll(() => app.close());

/** The refusal each caller gets when the operation is not theirs. */
const refusal = (caller: Caller) => (caller === 'anonymous' || caller === 'disabled' ? 'UNAUTHENTICATED' : 'FORBIDDEN');

const accountManagers: Caller[] = ['admin'];
const providerHr: Caller[] = ['admin', 'payroll'];
const refusedCallers = (allowed: Caller[]) => CALLERS.filter((c) => !allowed.includes(c));

const createCompany = 'mutation($code: String!, $name: String!) { createCompany(data: { code: $code, name: $name }) { code name isArchived } }';
const updateCompany = 'mutation($id: ID!, $name: String!) { updateCompany(where: { id: $id }, data: { name: $name }) { name } }';
const deleteCompany = 'mutation($id: ID!) { deleteCompany(where: { id: $id }) { code isArchived } }';
const createUser = 'mutation($email: String!) { createUser(data: { email: $email }) { email } }';
const updateUser = 'mutation($id: ID!, $name: String!) { updateUser(where: { id: $id }, data: { name: $name }) { name } }';
const deleteUser = 'mutation($id: ID!) { deleteUser(where: { id: $id }) { email } }';
const updateEmployee = 'mutation($id: ID!, $job: String!) { updateCompanyEmployee(where: { id: $id }, data: { jobDescription: $job }) { jobDescription } }';
const createType = 'mutation($name: String!) { createHrDocumentType(data: { name: $name }) { name } }';
const updateType = 'mutation($id: ID!, $days: Int!) { updateHrDocumentType(where: { id: $id }, data: { appShowExpiringInfoInDays: $days }) { appShowExpiringInfoInDays } }';
const reorderTypes = 'mutation($id: ID!, $order: Int!) { updateHrDocumentTypes(data: [{ where: { id: $id }, data: { manualOrder: $order } }]) { manualOrder } }';
const deleteType = 'mutation($id: ID!) { deleteHrDocumentType(where: { id: $id }) { name } }';

const companyNamed = async (code: string) => (await app.services.db.select().from(companies).where(eq(companies.code, code)))[0];
const typeNamed = async (name: string) => (await app.services.db.select().from(hrDocumentTypes).where(eq(hrDocumentTypes.name, name)))[0];
const identityCard = async () => (await app.services.db.select().from(hrDocumentTypes).orderBy(hrDocumentTypes.manualOrder))[0]!;

describe('companies: canManageAccounts', () => {
  it.each(accountManagers)('%s creates, renames and deletes a company without records', async (caller) => {
    expect(await dataAs(app, caller, createCompany, { code: '7001', name: 'Neue Firma' })).toEqual({ createCompany: { code: '7001', name: 'Neue Firma', isArchived: false } });
    const id = (await companyNamed('7001'))!.id;
    expect(await dataAs(app, caller, updateCompany, { id, name: 'Nova Empresa' })).toEqual({ updateCompany: { name: 'Nova Empresa' } });
    expect(await dataAs(app, caller, deleteCompany, { id })).toEqual({ deleteCompany: { code: '7001', isArchived: false } });
    expect(await companyNamed('7001')).toBeUndefined();
  });

  it('a company with employees and documents is archived, not deleted', async () => {
    expect(await dataAs(app, 'admin', deleteCompany, { id: ids.company['1003'] })).toEqual({ deleteCompany: { code: '1003', isArchived: true } });
    expect((await companyNamed('1003'))?.isArchived).toBe(true);
  });

  it.each(refusedCallers(accountManagers))('%s may not create, edit or delete companies; nothing changes', async (caller) => {
    const before = await companyNamed('1001');
    expect(await errorCodesAs(app, caller, createCompany, { code: '7002', name: 'Refused' })).toEqual([refusal(caller)]);
    expect(await errorCodesAs(app, caller, updateCompany, { id: ids.company['1001'], name: 'Refused' })).toEqual([refusal(caller)]);
    expect(await errorCodesAs(app, caller, deleteCompany, { id: ids.company['1002'] })).toEqual([refusal(caller)]);
    expect(await companyNamed('7002')).toBeUndefined();
    expect(await companyNamed('1001')).toEqual(before);
    expect((await companyNamed('1002'))?.isArchived).toBe(false);
  });
});

describe('users: canManageAccounts', () => {
  it.each(accountManagers)('%s creates an account and renames it', async (caller) => {
    expect(await dataAs(app, caller, createUser, { email: `new.${caller}@demo.test` })).toEqual({ createUser: { email: `new.${caller}@demo.test` } });
    expect(await dataAs(app, caller, updateUser, { id: ids.user.finance, name: 'Fiona Finance' })).toEqual({ updateUser: { name: 'Fiona Finance' } });
  });

  it.each(refusedCallers(accountManagers))('%s may not create or edit accounts; nothing changes', async (caller) => {
    const [before] = await app.services.db.select().from(users).where(eq(users.id, ids.user.employee));
    expect(await errorCodesAs(app, caller, createUser, { email: `refused.${caller}@demo.test` })).toEqual([refusal(caller)]);
    expect(await errorCodesAs(app, caller, updateUser, { id: ids.user.employee, name: 'Refused' })).toEqual([refusal(caller)]);
    expect(await app.services.db.select().from(users).where(eq(users.email, `refused.${caller}@demo.test`))).toEqual([]);
    expect((await app.services.db.select().from(users).where(eq(users.id, ids.user.employee)))[0]).toEqual(before);
  });

  it.each(accountManagers)('%s deletes an account nobody used; a user with history, and their own account, are refused', async (caller) => {
    const email = `typo.${caller}@demo.test`;
    await dataAs(app, caller, createUser, { email });
    const [created] = await app.services.db.select().from(users).where(eq(users.email, email));
    expect(await dataAs(app, caller, deleteUser, { id: created!.id })).toEqual({ deleteUser: { email } });
    expect(await app.services.db.select().from(users).where(eq(users.email, email))).toEqual([]);

    const reasonOf = async (id: string) => (await app.gql(deleteUser, { id }, await app.tokenFor(`${caller}@demo.test`))).errors?.map((e) => (e.extensions as { reason?: string } | undefined)?.reason);
    const [employee] = await app.services.db.select().from(users).where(eq(users.id, ids.user.employee));
    expect(await reasonOf(ids.user.employee)).toEqual(['USER_HAS_HISTORY']);
    expect((await app.services.db.select().from(users).where(eq(users.id, ids.user.employee)))[0]).toEqual(employee);
    expect(await reasonOf(ids.user[caller as 'admin'])).toEqual(['OWN_ACCOUNT']);
  });

  it.each(refusedCallers(accountManagers))('%s may not delete accounts; nothing changes', async (caller) => {
    await dataAs(app, 'admin', createUser, { email: `keep.${caller}@demo.test` });
    const [kept] = await app.services.db.select().from(users).where(eq(users.email, `keep.${caller}@demo.test`));
    expect(await errorCodesAs(app, caller, deleteUser, { id: kept!.id })).toEqual([refusal(caller)]);
    expect(await app.services.db.select().from(users).where(eq(users.id, kept!.id))).toEqual([kept]);
  });
});

describe('employee records: canManageAccounts or the fiduciary’s HR', () => {
  it.each(['admin', 'payroll'] as const)('%s edits an employee record', async (caller) => {
    const job = `Job by ${caller}`;
    expect(await dataAs(app, caller, updateEmployee, { id: ids.employee['1001/12'], job })).toEqual({ updateCompanyEmployee: { jobDescription: job } });
  });

  it.each(refusedCallers(['admin', 'payroll']))('%s may not edit employee records (company HR included); nothing changes', async (caller) => {
    const read = 'query($id: ID!) { companyEmployee(where: { id: $id }) { jobDescription } }';
    const before = await dataAs(app, 'admin', read, { id: ids.employee['1001/12'] });
    const codes = await errorCodesAs(app, caller, updateEmployee, { id: ids.employee['1001/12'], job: 'Refused' });
    expect(codes).toEqual([refusal(caller)]);
    expect(await dataAs(app, 'admin', read, { id: ids.employee['1001/12'] })).toEqual(before);
  });
});

describe('HR document types: the fiduciary’s HR', () => {
  it.each(providerHr)('%s creates, edits, reorders and deletes an unused type', async (caller) => {
    const name = `Work permit ${caller}`;
    expect(await dataAs(app, caller, createType, { name })).toEqual({ createHrDocumentType: { name } });
    const id = (await typeNamed(name))!.id;
    expect(await dataAs(app, caller, updateType, { id, days: 30 })).toEqual({ updateHrDocumentType: { appShowExpiringInfoInDays: 30 } });
    expect(await dataAs(app, caller, reorderTypes, { id, order: 99 })).toEqual({ updateHrDocumentTypes: [{ manualOrder: 99 }] });
    expect(await dataAs(app, caller, deleteType, { id })).toEqual({ deleteHrDocumentType: { name } });
    expect(await typeNamed(name)).toBeUndefined();
  });

  it('a reordering is all or nothing: one stale edit in the batch leaves every type as it was', async () => {
    const types = await app.services.db.select().from(hrDocumentTypes).orderBy(hrDocumentTypes.manualOrder);
    const [first, second] = types;
    if (!first || !second) throw new Error('the demo catalogue should have two types');
    const reorder = 'mutation($data: [HrDocumentTypeUpdateArgs!]!) { updateHrDocumentTypes(data: $data) { id } }';
    const data = [
      { where: { id: first.id }, data: { manualOrder: second.manualOrder, expectedVersion: first.version } },
      { where: { id: second.id }, data: { manualOrder: first.manualOrder, expectedVersion: second.version - 1 } },
    ];
    const res = await app.gql(reorder, { data }, await app.tokenFor('admin@demo.test'));
    expect(res.errors?.map((e) => (e.extensions as { reason?: string } | undefined)?.reason)).toEqual(['VERSION_CONFLICT']);
    expect(await app.services.db.select().from(hrDocumentTypes).orderBy(hrDocumentTypes.manualOrder)).toEqual(types);
  });

  it('a type with documents is not deleted', async () => {
    const type = await identityCard();
    const res = await app.gql(deleteType, { id: type.id }, await app.tokenFor('admin@demo.test'));
    expect(res.errors?.map((e) => (e.extensions as { reason?: string } | undefined)?.reason)).toEqual(['TYPE_HAS_DOCUMENTS']);
    expect(await typeNamed(type.name)).toEqual(type);
  });

  it.each(refusedCallers(providerHr))('%s may not change the catalogue; nothing changes', async (caller) => {
    const type = await identityCard();
    expect(await errorCodesAs(app, caller, createType, { name: `Refused ${caller}` })).toEqual([refusal(caller)]);
    expect(await errorCodesAs(app, caller, updateType, { id: type.id, days: 1 })).toEqual([refusal(caller)]);
    expect(await errorCodesAs(app, caller, reorderTypes, { id: type.id, order: 42 })).toEqual([refusal(caller)]);
    expect(await errorCodesAs(app, caller, deleteType, { id: type.id })).toEqual([refusal(caller)]);
    expect(await typeNamed(`Refused ${caller}`)).toBeUndefined();
    expect(await identityCard()).toEqual(type);
  });
});
