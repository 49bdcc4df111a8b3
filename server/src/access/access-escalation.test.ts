// Findings 1 and 5 of the insider test (issue #42): rights are never granted to oneself, a review is
// never of one's own work, and an administrator acting as someone changes no rights or personal
// settings. Each refusal changes nothing (re-read from the database) and the escalation attempts
// are in the audit log with actor, target and reason.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, companyEmployees, users } from '../db/schema';
import type { DemoUserKey } from '../db/seed/demo-facts';
import { dataAs, demoIds, tokenOf, type DemoIds } from '../testing/access-matrix-support';
import { openWorkflow, review } from '../testing/salary-control';
import { createTestApp, type GraphQLResponse, type TestApp } from '../testing/test-app';

let app: TestApp;
let ids: DemoIds;

beforeAll(async () => {
  app = await createTestApp();
  ids = await demoIds(app);
});
afterAll(() => app.close());

const update = `mutation($id: ID!, $data: CompanyEmployeeUpdateInput!) {
  updateCompanyEmployee(where: { id: $id }, data: $data) { id jobDescription user { id } role { canAccessFinance canAccessSalaryWorkflow } } }`;
const create = 'mutation($name: String!, $company: ID!) { createCompanyEmployee(data: { name: $name, company: { connect: { id: $company } } }) { id } }';

const recordOf = async (id: string) => (await app.services.db.select().from(companyEmployees).where(eq(companyEmployees.id, id)))[0]!;
const refusals = async (actorId: string) =>
  (await app.services.db.select().from(auditEvents).where(and(eq(auditEvents.action, 'access.refused'), eq(auditEvents.actorId, actorId)))).map((e) => ({
    list: e.list,
    itemId: e.itemId,
    reason: (e.details as { reason?: string }).reason,
  }));
const errorsOf = (res: GraphQLResponse) => (res.errors ?? []).map((e) => [e.extensions?.code, (e.extensions as { reason?: string }).reason]);
const as = async (caller: DemoUserKey, query: string, variables: Record<string, unknown>) => app.gql(query, variables, await tokenOf(app, caller));

describe('finding 1: payroll staff do not grant themselves client rights', () => {
  it('payroll@ creates an employee in 1002 but may not link its own account to it, nor set client rights; nothing changes and the attempt is audited', async () => {
    const created = await dataAs<{ createCompanyEmployee: { id: string } }>(app, 'payroll', create, { name: 'Trojan Horse', company: ids.company['1002'] });
    const id = created.createCompanyEmployee.id;
    const before = await recordOf(id);

    const link = await as('payroll', update, { id, data: { user: { connect: { id: ids.user.payroll } }, canAccessFinance: true, canAccessTaxation: true, canAccessCompanyCodes: true, isHiddenInHr: true } });
    expect(errorsOf(link)).toEqual([['FORBIDDEN', 'SELF_LINK']]);
    // Each step alone is refused too: the rights first, then the link of a record without rights.
    expect(errorsOf(await as('payroll', update, { id, data: { canAccessFinance: true } }))).toEqual([['FORBIDDEN', 'GRANT_NEEDS_ROLE_MANAGER']]);
    expect(errorsOf(await as('payroll', update, { id, data: { user: { connect: { id: ids.user.payroll } } } }))).toEqual([['FORBIDDEN', 'SELF_LINK']]);
    expect(await recordOf(id)).toEqual(before);

    expect(await refusals(ids.user.payroll)).toEqual(
      expect.arrayContaining([
        { list: 'CompanyEmployee', itemId: id, reason: 'SELF_LINK' },
        { list: 'CompanyEmployee', itemId: id, reason: 'GRANT_NEEDS_ROLE_MANAGER' },
      ]),
    );
    // 1002's accounting stays out of payroll@'s reach.
    const accounting = await dataAs<{ accountingDocumentsCount: number }>(app, 'payroll', 'query($c: ID!) { accountingDocumentsCount(where: { company: { id: { equals: $c } } }) }', { c: ids.company['1002'] });
    expect(accounting.accountingDocumentsCount).toBe(0);
  });

  it('payroll@ still edits records and links another person\'s account to a record without rights', async () => {
    const created = await dataAs<{ createCompanyEmployee: { id: string } }>(app, 'payroll', create, { name: 'New Hire', company: ids.company['1002'] });
    const id = created.createCompanyEmployee.id;
    const [newcomer] = await app.services.db.insert(users).values({ email: 'new.hire@demo.test', name: 'New Hire' }).returning({ id: users.id });
    const data = await dataAs(app, 'payroll', update, { id, data: { jobDescription: 'Baker', user: { connect: { id: newcomer!.id } } } });
    expect(data).toEqual({ updateCompanyEmployee: { id, jobDescription: 'Baker', user: { id: newcomer!.id }, role: { canAccessFinance: false, canAccessSalaryWorkflow: false } } });
    // Linking an account to a record that carries rights grants them: a role manager's decision.
    await app.services.db.update(companyEmployees).set({ userId: null, canAccessFinance: true }).where(eq(companyEmployees.id, id));
    expect(errorsOf(await as('payroll', update, { id, data: { user: { connect: { id: newcomer!.id } } } }))).toEqual([['FORBIDDEN', 'GRANT_NEEDS_ROLE_MANAGER']]);
    expect((await recordOf(id)).userId).toBeNull();
  });

  it('a role manager grants client rights to others, but not on a record linked to themself', async () => {
    const other = ids.employee['1001/12']!;
    const granted = await dataAs<{ updateCompanyEmployee: { role: { canAccessFinance: boolean } } }>(app, 'admin', update, { id: other, data: { canAccessFinance: true } });
    expect(granted.updateCompanyEmployee.role.canAccessFinance).toBe(true);
    await dataAs(app, 'admin', update, { id: other, data: { canAccessFinance: false } });

    // The admin's own record (made here: the demo admin has none).
    const [own] = await app.services.db.insert(companyEmployees).values({ name: 'Admin at 1003', companyId: ids.company['1003']!, userId: ids.user.admin }).returning();
    expect(errorsOf(await as('admin', update, { id: own!.id, data: { canAccessFinance: true } }))).toEqual([['FORBIDDEN', 'SELF_RIGHTS']]);
    expect(errorsOf(await as('admin', update, { id: own!.id, data: { isHiddenInHr: true } }))).toEqual([['FORBIDDEN', 'SELF_RIGHTS']]);
    expect(await recordOf(own!.id)).toEqual(own);
    expect(await refusals(ids.user.admin)).toEqual(expect.arrayContaining([{ list: 'CompanyEmployee', itemId: own!.id, reason: 'SELF_RIGHTS' }]));
  });

  it('refusals are in the caller\'s language', async () => {
    const [payroll] = await app.services.db.select().from(users).where(eq(users.id, ids.user.payroll));
    const attempt = async (language: string) => {
      await app.services.db.update(users).set({ language }).where(eq(users.id, ids.user.payroll));
      return (await as('payroll', update, { id: ids.employee['1001/12'], data: { canAccessFinance: true } })).errors?.[0];
    };
    expect(await attempt('en')).toMatchObject({ message: 'Only someone who manages roles grants or removes this right.', extensions: { code: 'FORBIDDEN' } });
    expect(await attempt('de')).toMatchObject({ message: 'Nur wer Rollen verwaltet, darf dieses Recht erteilen oder entziehen.', extensions: { code: 'FORBIDDEN' } });
    expect(await attempt('pt')).toMatchObject({ message: 'Só quem gere funções pode conceder ou retirar este direito.', extensions: { code: 'FORBIDDEN' } });
    await app.services.db.update(users).set({ language: payroll!.language }).where(eq(users.id, ids.user.payroll));
  });
});

describe('a record of another company named in a write', () => {
  it('is not found, changes nothing, and the attempt is in the audit log the admin reads', async () => {
    const other = ids.employee['1002/4']!;
    const before = await recordOf(other);
    const settings = 'mutation($id: ID!) { updateNotificationSettings(employee: { id: $id }, data: { settingWantsHRSalariesNotification: false }) { id } }';
    expect(errorsOf(await as('hr', settings, { id: other }))).toEqual([['NOT_FOUND', undefined]]);
    expect(await recordOf(other)).toEqual(before);
    const log = await dataAs<{ auditEvents: { action: string; list: string; itemId: string; actor: { email: string } | null; details: { reason: string } }[] }>(
      app,
      'admin',
      'query($id: String!) { auditEvents(where: { itemId: { equals: $id }, action: { equals: "access.refused" } }) { action list itemId actor { email } details } }',
      { id: other },
    );
    expect(log.auditEvents).toEqual([expect.objectContaining({ list: 'CompanyEmployee', itemId: other, actor: { email: 'hr@demo.test' }, details: expect.objectContaining({ reason: 'OUT_OF_REACH' }) })]);
  });
});

describe('finding 1: nobody reviews their own salary control', () => {
  it('payroll@, made a reviewer of 1001, may not review the workflow it created; hr@ may', async () => {
    // A reviewer record for payroll@ as it could exist from before these rules (written directly).
    await app.services.db.insert(companyEmployees).values({ name: 'Payroll reviewer', companyId: ids.company['1001']!, userId: ids.user.payroll, canAccessSalaryWorkflow: true });
    const workflow = await openWorkflow(app, ids.company['1001']!, '2026-03-01', 2);
    const [first, second] = workflow.documents as [string, string];

    const self = await as('payroll', review, { id: first, data: { status: 'approved' } });
    expect(errorsOf(self)).toEqual([['FORBIDDEN', 'SELF_REVIEW']]);
    const pending = await dataAs<{ hrSalaryWorkflowDocument: { status: string; version: number } }>(app, 'admin', 'query($id: ID!) { hrSalaryWorkflowDocument(where: { id: $id }) { status version } }', { id: first });
    expect(pending.hrSalaryWorkflowDocument.status).toBe('pending');
    expect(await refusals(ids.user.payroll)).toEqual(expect.arrayContaining([{ list: 'HrSalaryWorkflowDocument', itemId: first, reason: 'SELF_REVIEW' }]));

    const reviewed = await dataAs<{ updateHrSalaryWorkflowDocument: { status: string } }>(app, 'hr', review, { id: second, data: { status: 'approved' } });
    expect(reviewed.updateHrSalaryWorkflowDocument.status).toBe('approved');
  });
});

describe('finding 5: an impersonator changes no rights and no personal settings', () => {
  const start = `mutation($id: ID!) { startImpersonation(userId: $id, reason: "Support ticket 4711") { ... on RedeemUserMagicAuthTokenSuccess { token } } }`;
  const impersonate = async (target: DemoUserKey) => (await dataAs<{ startImpersonation: { token: string } }>(app, 'admin', start, { id: ids.user[target] })).startImpersonation.token;
  const blocked = (res: GraphQLResponse) => (res.errors ?? []).map((e) => [e.extensions?.code, (e.extensions as { blockedAction?: string }).blockedAction]);

  it('acting as payroll@: edits a record, but no role flag and no account link', async () => {
    const token = await impersonate('payroll');
    const id = ids.employee['1001/12']!;
    const before = await recordOf(id);
    expect(blocked(await app.gql(update, { id, data: { canAccessSalaryWorkflow: true } }, token))).toEqual([['FORBIDDEN', 'roles']]);
    expect(blocked(await app.gql(update, { id, data: { user: { disconnect: true } } }, token))).toEqual([['FORBIDDEN', 'roles']]);
    expect(await recordOf(id)).toEqual(before);
    const edited = await app.gql<{ updateCompanyEmployee: { jobDescription: string } }>(update, { id, data: { jobDescription: 'Helped by support' } }, token);
    expect(edited.data?.updateCompanyEmployee.jobDescription).toBe('Helped by support');
  });

  it('acting as employee@: no digest, notification setting or language change', async () => {
    const token = await impersonate('employee');
    const [userBefore] = await app.services.db.select().from(users).where(eq(users.id, ids.user.employee));
    const recordBefore = await recordOf(ids.employee['1001/12']!);
    expect(blocked(await app.gql('mutation { updateMyNotificationDigest(digest: off) }', {}, token))).toEqual([['FORBIDDEN', 'notifications']]);
    expect(
      blocked(await app.gql('mutation($id: ID!) { updateNotificationSettings(employee: { id: $id }, data: { settingWantsHRSalariesNotification: false }) { id } }', { id: ids.employee['1001/12'] }, token)),
    ).toEqual([['FORBIDDEN', 'notifications']]);
    expect(blocked(await app.gql('mutation { updateMyProfileLanguage(language: "pt") { status } }', {}, token))).toEqual([['FORBIDDEN', 'language']]);
    const [userAfter] = await app.services.db.select().from(users).where(eq(users.id, ids.user.employee));
    expect(userAfter).toEqual(userBefore);
    expect(await recordOf(ids.employee['1001/12']!)).toEqual(recordBefore);
  });
});
