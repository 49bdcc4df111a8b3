// Access matrix, admin tools: impersonation, inspection, records and the audit log are for admins
// (canAccessAllCompanies) only; impersonation is accountable, limited in time and never nested.
import { and, eq } from 'drizzle-orm';
import { getNamedType, isObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS, type DemoUserKey } from '../db/seed/demo-facts';
import { auditEvents, sessions, users } from '../db/schema';
import { buildSchema } from '../schema';
import { createAuditCsvHandler } from '../audit/csv-export';
import { createAuthenticator } from '../auth/authenticate';
import { CSRF_HEADER } from '../../../src/domain/api-transport';
import { createTestApp, type TestApp } from '../testing/test-app';
import { dataAs, demoIds, errorCodesAs, type Caller, type DemoIds } from '../testing/access-matrix-support';

let app: TestApp;
let ids: DemoIds;

beforeAll(async () => {
  app = await createTestApp();
  ids = await demoIds(app);
});
afterAll(() => app.close());

const nonAdmins = (Object.keys(DEMO_USERS) as DemoUserKey[]).filter((k) => k !== 'admin');
const start = `mutation($id: ID!, $reason: String!) { startImpersonation(userId: $id, reason: $reason) {
  __typename ... on RedeemUserMagicAuthTokenSuccess { token item { email } } ... on RedeemUserMagicAuthTokenFailure { code message } } }`;

async function impersonate(target: DemoUserKey, reason = 'Support ticket 4711'): Promise<string> {
  const data = await dataAs<{ startImpersonation: { token: string } }>(app, 'admin', start, { id: ids.user[target], reason });
  return data.startImpersonation.token;
}

const sessionOf = async (token: string) => {
  const { hashToken } = await import('../auth/tokens');
  return (await app.services.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(token))))[0]!;
};

describe('admin operations are refused to every other user', () => {
  const operations: [string, string, (ids: DemoIds) => Record<string, unknown>][] = [
    ['startImpersonation', start, (i) => ({ id: i.user.employee, reason: 'Support ticket 4711' })],
    ['adminRecords', 'query { adminRecords(list: "User") { count } }', () => ({})],
    ['adminRecord', 'query($id: ID!) { adminRecord(list: "User", id: $id) { id } }', (i) => ({ id: i.user.employee })],
    ['adminUserSessions', 'query($id: ID!) { adminUserSessions(userId: $id) { id } }', (i) => ({ id: i.user.employee })],
    ['adminUserStagedUploads', 'query($id: ID!) { adminUserStagedUploads(userId: $id) { count } }', (i) => ({ id: i.user.employee })],
  ];
  const expected = (caller: Caller) => (caller === 'disabled' ? 'UNAUTHENTICATED' : 'FORBIDDEN');

  it.each(nonAdmins.flatMap((caller) => operations.map(([name, query, vars]) => [caller, name, query, vars] as const)))(
    '%s is refused %s',
    async (caller, _name, query, vars) => {
      expect(await errorCodesAs(app, caller, query, vars(ids))).toEqual([expected(caller)]);
    },
  );

  it.each(nonAdmins)('%s reads no audit event and no manager address', async (caller) => {
    if (caller === 'disabled') {
      expect(await errorCodesAs(app, caller, 'query { auditEvents { id } }')).toEqual(['UNAUTHENTICATED']);
      return;
    }
    const data = await dataAs<{ auditEvents: unknown[]; auditEventsCount: number; portalConfig: { managerUrl: string | null } }>(
      app, caller, 'query { auditEvents { id } auditEventsCount portalConfig { managerUrl } }',
    );
    expect([data.auditEvents, data.auditEventsCount, data.portalConfig.managerUrl]).toEqual([[], 0, null]);
  });

  it('anonymous callers are refused every admin operation', async () => {
    for (const [, query, vars] of operations) expect(await errorCodesAs(app, 'anonymous', query, vars(ids))).toEqual(['UNAUTHENTICATED']);
  });

  it('offers no API that edits or deletes audit events', () => {
    const mutations = buildSchema().getMutationType()!.getFields();
    const touchingAudit = Object.values(mutations).filter((field) => /audit/i.test(field.name) || /AuditEvent/.test(getNamedType(field.type).name));
    expect(touchingAudit.map((f) => f.name)).toEqual([]);
    expect(isObjectType(buildSchema().getType('AuditEvent'))).toBe(true);
  });
});

describe('impersonation', () => {
  it('refuses to impersonate an admin, and a reason that says nothing', async () => {
    const other = await app.services.db.insert(users).values({ email: 'second-admin@demo.test', name: 'Second Admin', canSignInToApp: true, canAccessAllCompanies: true }).returning();
    expect(await errorCodesAs(app, 'admin', start, { id: other[0]!.id, reason: 'Support ticket 4711' })).toEqual(['FORBIDDEN']);
    expect(await errorCodesAs(app, 'admin', start, { id: ids.user.employee, reason: '   ' })).toEqual(['BAD_USER_INPUT']);
  });

  it('refuses a forged token and an expired one: the time limit is the API’s', async () => {
    const forged = await app.gql('query { me { email } isImpersonating currentImpersonation { actorEmail } }', {}, 'forged-token-0123456789abcdef');
    expect(forged.data).toEqual({ me: null, isImpersonating: false, currentImpersonation: null });
    expect((await app.gql('mutation { stopImpersonation }', {}, 'forged-token-0123456789abcdef')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const token = await impersonate('employee');
    const session = await sessionOf(token);
    const minutes = (session.expiresAt.getTime() - session.createdAt.getTime()) / 60_000;
    expect(Math.round(minutes)).toBe(app.services.config.impersonationMinutes);
    expect(app.services.config.impersonationMinutes).toBe(30);
    // The limit has passed: the same token is now refused, whatever a portal still shows.
    await app.services.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.id, session.id));
    const after = await app.gql('query { me { email } }', {}, token);
    expect(after.data).toEqual({ me: null });
    expect((await app.gql('mutation { stopImpersonation }', {}, token)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('tells who acts as whom until when; after stop the token no longer works and the admin session is intact', async () => {
    const token = await impersonate('employee');
    const current = await app.gql<{ currentImpersonation: { actorEmail: string; userEmail: string } }>('query { currentImpersonation { actorEmail userEmail startedAt expiresAt } }', {}, token);
    expect(current.data?.currentImpersonation).toMatchObject({ actorEmail: 'admin@demo.test', userEmail: 'employee@demo.test' });
    expect((await app.gql('mutation { stopImpersonation }', {}, token)).data).toEqual({ stopImpersonation: true });
    expect((await app.gql('query { me { email } }', {}, token)).data).toEqual({ me: null });
    expect(await dataAs(app, 'admin', 'query { me { email } }')).toEqual({ me: { email: 'admin@demo.test' } });
  });

  it('is never nested', async () => {
    const token = await impersonate('employee');
    const nested = await app.gql(start, { id: ids.user.finance, reason: 'Support ticket 4711' }, token);
    expect(nested.errors?.[0]).toMatchObject({ message: 'This action is not allowed while impersonating a user', extensions: { code: 'FORBIDDEN' } });
  });

  it('ends on sign-out, recorded as a stop', async () => {
    const token = await impersonate('finance');
    expect((await app.gql('mutation { signout }', {}, token)).data).toEqual({ signout: true });
    expect((await app.gql('query { me { email } }', {}, token)).data).toEqual({ me: null });
    const stops = await app.services.db.select().from(auditEvents).where(and(eq(auditEvents.action, 'impersonation.stop'), eq(auditEvents.onBehalfOfId, ids.user.finance)));
    expect(stops.map((s) => s.details.how)).toEqual(['signout']);
    expect(await dataAs(app, 'admin', 'query { me { email } }')).toEqual({ me: { email: 'admin@demo.test' } });
  });

  it('refuses the sensitive actions, changing nothing', async () => {
    const token = await impersonate('employee');
    const language = await app.gql('mutation { updateMyProfileLanguage(language: "de") { status } }', {}, token);
    expect(language.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const [employee] = await app.services.db.select().from(users).where(eq(users.id, ids.user.employee));
    expect(employee?.language).not.toBe('de');

    const read = 'query($id: ID!) { companyEmployee(where: { id: $id }) { profileData } }';
    const update = 'mutation($id: ID!, $data: JSON!) { updateHrProfile(id: $id, data: $data) { error code } }';
    const id = ids.employee['1001/12'];
    type Profile = { companyEmployee: { profileData: Record<string, Record<string, unknown>> } };
    const profile = (await app.gql<Profile>(read, { id }, token)).data!.companyEmployee.profileData;
    const newBank = { ...profile, bank: { ...profile.bank, accountHolder: 'Somebody Else' } };
    expect((await app.gql(update, { id, data: newBank }, token)).data).toEqual({ updateHrProfile: { error: true, code: 'FORBIDDEN' } });
    expect((await app.gql<Profile>(read, { id }, token)).data!.companyEmployee.profileData.bank).toEqual(profile.bank);
    // Other details are not sensitive: support may correct them on the user's behalf.
    const newCity = { ...profile, contact: { ...profile.contact, city: 'Differdange' } };
    expect((await app.gql<{ updateHrProfile: { error: boolean } }>(update, { id, data: newCity }, token)).data?.updateHrProfile.error).toBe(false);
    expect(await errorCodesAs(app, 'employee', update, { id, data: profile })).toEqual([]);
  });

  it('refuses role changes while impersonating a user who may manage roles, changing nothing', async () => {
    // payroll@ is given the account and role rights for this test only (no demo user below admin has them).
    const grant = (on: boolean) => app.services.db.update(users).set({ canManageAccounts: on, canManageRoles: on }).where(eq(users.id, ids.user.payroll));
    await grant(true);
    try {
      const token = await impersonate('payroll');
      const update = 'mutation($id: ID!) { updateUser(where: { id: $id }, data: { canCreateContracts: true }) { id } }';
      const refused = await app.gql(update, { id: ids.user.employee }, token);
      expect(refused.errors?.[0]).toMatchObject({ message: 'This action is not allowed while impersonating a user', extensions: { code: 'FORBIDDEN', blockedAction: 'roles' } });
      const create = await app.gql('mutation { createUser(data: { email: "roles.guard@demo.test", canManageRoles: true }) { id } }', {}, token);
      expect(create.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', blockedAction: 'roles' });
      const [employee] = await app.services.db.select().from(users).where(eq(users.id, ids.user.employee));
      expect(employee?.canCreateContracts).toBe(false);
      expect(await app.services.db.select().from(users).where(eq(users.email, 'roles.guard@demo.test'))).toEqual([]);
      // A user's language is a personal setting: not changed behind their back through updateUser either.
      const language = await app.gql('mutation($id: ID!) { updateUser(where: { id: $id }, data: { language: "de" }) { id } }', { id: ids.user.employee }, token);
      expect(language.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', blockedAction: 'language' });
      expect((await app.services.db.select().from(users).where(eq(users.id, ids.user.employee)))[0]?.language).toBe(employee?.language);
      // Other account work stays support's to do, and payroll@ themself may still change roles.
      expect((await app.gql('mutation($id: ID!, $name: String) { updateUser(where: { id: $id }, data: { name: $name }) { id } }', { id: ids.user.employee, name: DEMO_USERS.employee.name }, token)).errors).toBeUndefined();
      expect(await errorCodesAs(app, 'payroll', update, { id: ids.user.employee })).toEqual([]);
    } finally {
      await app.services.db.update(users).set({ canCreateContracts: false }).where(eq(users.id, ids.user.employee));
      await grant(false);
    }
  });

  it('leaves one audit event per request naming both users, and shows the user when and by whom', async () => {
    const token = await impersonate('hr');
    const [started] = await app.services.db.select().from(auditEvents).where(and(eq(auditEvents.action, 'impersonation.start'), eq(auditEvents.onBehalfOfId, ids.user.hr)));
    expect(started).toMatchObject({ actorId: ids.user.admin, details: expect.objectContaining({ reason: 'Support ticket 4711' }) });
    const requests = () => app.services.db.select().from(auditEvents).where(and(eq(auditEvents.action, 'impersonated.request'), eq(auditEvents.onBehalfOfId, ids.user.hr)));
    const before = (await requests()).length;
    for (const name of ['One', 'Two', 'Three']) await app.gql(`query ${name} { companies { code } }`, {}, token);
    const events = (await requests()).slice(before);
    expect(events.map((e) => [e.actorId, e.onBehalfOfId, e.details.operationName])).toEqual([
      [ids.user.admin, ids.user.hr, 'One'],
      [ids.user.admin, ids.user.hr, 'Two'],
      [ids.user.admin, ids.user.hr, 'Three'],
    ]);
    await app.gql('mutation { stopImpersonation }', {}, token);
    const uses = await dataAs<{ myAccountUses: { byName: string; endedAt: string | null }[] }>(app, 'hr', 'query { myAccountUses { byName startedAt endedAt } }');
    expect(uses.myAccountUses[0]).toMatchObject({ byName: DEMO_USERS.admin.name, endedAt: expect.any(String) });
    // Admin tools follow the effective user: acting as hr@, the admin cannot read the audit log.
    const again = await impersonate('hr');
    expect((await app.gql('query { auditEventsCount }', {}, again)).data).toEqual({ auditEventsCount: 0 });
  });
});

describe('admin tools for admins', () => {
  it('searches and opens any record with its relations', async () => {
    type Page = { adminRecords: { count: number; items: { id: string; label: string }[] } };
    const page = await dataAs<Page>(app, 'admin', 'query { adminRecords(list: "User", search: "employee@") { count items { id label } } }');
    expect(page.adminRecords).toEqual({ count: 1, items: [{ id: ids.user.employee, label: expect.any(String) }] });
    type InspectedRecord = { adminRecord: { fields: Record<string, unknown>; relations: { field: string; items: { list: string; id: string }[] }[] } };
    const record = await dataAs<InspectedRecord>(app, 'admin', 'query($id: ID!) { adminRecord(list: "CompanyEmployee", id: $id) { fields relations { field items { list id } } } }', { id: ids.employee['1001/12'] });
    expect(record.adminRecord.fields).toMatchObject({ code: '12' });
    expect(record.adminRecord.relations.find((r) => r.field === 'company')?.items).toEqual([{ list: 'Company', id: ids.company['1001'] }]);
    expect(await errorCodesAs(app, 'admin', 'query { adminRecords(list: "Nope") { count } }')).toEqual(['BAD_USER_INPUT']);
  });

  it('shows a user’s staged-upload count as their devices report it; unknown until one does', async () => {
    const read = 'query($id: ID!) { adminUserStagedUploads(userId: $id) { count devices reportedAt } }';
    type Read = { adminUserStagedUploads: { count: number; devices: number; reportedAt: string } | null };
    const staged = async () => (await dataAs<Read>(app, 'admin', read, { id: ids.user.accountant })).adminUserStagedUploads;
    expect(await staged()).toBeNull();
    const report = 'mutation($device: String!, $count: Int!) { reportStagedUploads(device: $device, count: $count) }';
    expect(await dataAs(app, 'accountant', report, { device: 'laptop-0001', count: 3 })).toEqual({ reportStagedUploads: true });
    await dataAs(app, 'accountant', report, { device: 'phone-00002', count: 2 });
    // A device's new report replaces its old one; another device's stays.
    await dataAs(app, 'accountant', report, { device: 'laptop-0001', count: 1 });
    expect(await staged()).toEqual({ count: 3, devices: 2, reportedAt: expect.any(String) });
    expect(await errorCodesAs(app, 'accountant', report, { device: 'x', count: 1 })).toEqual(['BAD_USER_INPUT']);
    expect(await errorCodesAs(app, 'accountant', report, { device: 'laptop-0001', count: -1 })).toEqual(['BAD_USER_INPUT']);
    expect(await errorCodesAs(app, 'anonymous', report, { device: 'laptop-0001', count: 1 })).toEqual(['UNAUTHENTICATED']);
    // The admin's browser, while acting as the user, is not the user's device: nothing is recorded.
    const token = await impersonate('accountant');
    expect((await app.gql(report, { device: 'admin-desk-01', count: 9 }, token)).data).toEqual({ reportStagedUploads: false });
    expect(await staged()).toEqual({ count: 3, devices: 2, reportedAt: expect.any(String) });
  });

  it('lists a user’s sessions, impersonations included', async () => {
    await impersonate('multi');
    const data = await dataAs<{ adminUserSessions: { impersonatedBy: string | null; active: boolean }[] }>(app, 'admin', 'query($id: ID!) { adminUserSessions(userId: $id) { impersonatedBy active } }', { id: ids.user.multi });
    expect(data.adminUserSessions[0]).toEqual({ impersonatedBy: DEMO_USERS.admin.name, active: true });
  });

  it('exports the filtered audit log as CSV to admins only', async () => {
    await impersonate('finance', 'CSV export check');
    const exportCsv = createAuditCsvHandler(app.services, createAuthenticator(app.services, null));
    const get = async (caller: DemoUserKey, query: string, csrf = true) =>
      exportCsv(new Request(`http://localhost/api/audit-events.csv?${query}`, {
        headers: { authorization: `Bearer ${await app.tokenFor(DEMO_USERS[caller].email)}`, ...(csrf ? { [CSRF_HEADER]: 'true' } : {}) },
      }), '127.0.0.1');
    const response = await get('admin', `action=impersonation.start&onBehalfOf=${ids.user.finance}`);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bytes = new Uint8Array(await response.arrayBuffer());
    // A byte-order mark first, so spreadsheet programs read the names' accents as UTF-8.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).trim().split('\r\n');
    expect(lines[0]).toBe('at,action,actor id,actor email,on behalf of id,on behalf of email,list,item id,details');
    expect(lines.length).toBeGreaterThanOrEqual(2);
    for (const line of lines.slice(1)) expect(line).toContain(`,impersonation.start,${ids.user.admin},admin@demo.test,${ids.user.finance},finance@demo.test,User,`);
    expect((await get('hr', 'action=impersonation.start')).status).toBe(403);
    expect((await get('admin', '', false)).status).toBe(400);
  });
});
