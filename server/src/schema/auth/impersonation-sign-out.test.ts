// Issue #42, finding 4: after the administrator signed out, an impersonation token they had started
// still read and wrote as the other user until its 30 minutes ran out. The end of the actor's
// session now ends it.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../auth/sessions';
import { auditEvents, users } from '../../db/schema';
import { demoIds, type DemoIds } from '../../testing/access-matrix-support';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { insertUser } from '../../testing/test-services';

let app: TestApp;
let ids: DemoIds;

beforeAll(async () => {
  app = await createTestApp();
  ids = await demoIds(app);
});
afterAll(() => app.close());

const start = `mutation($id: ID!) { startImpersonation(userId: $id, reason: "Support ticket 4711") {
  ... on RedeemUserMagicAuthTokenSuccess { token } ... on RedeemUserMagicAuthTokenFailure { message } } }`;
const readProfile = 'query($id: ID!) { companyEmployee(where: { id: $id }) { profileData } }';
const updateProfile = 'mutation($id: ID!, $data: JSON!) { updateHrProfile(id: $id, data: $data) { error code } }';
type Profile = { companyEmployee: { profileData: { contact: Record<string, unknown> } & Record<string, unknown> } };

/** A fresh session of the administrator of its own, so signing out never ends another test's. */
const adminSession = (userId = ids.user.admin) => createSession(app.services.db, userId, { ttlHours: 1 });

async function impersonate(actorToken: string, target: string): Promise<string> {
  const res = await app.gql<{ startImpersonation: { token: string } }>(start, { id: target }, actorToken);
  const token = res.data?.startImpersonation.token;
  if (!token) throw new Error(`impersonation not started: ${JSON.stringify(res)}`);
  return token;
}

const meAs = async (token: string) => (await app.gql<{ me: { email: string } | null }>('query { me { email } }', {}, token)).data?.me?.email ?? null;

/** The token can no longer read as the user, and a write with it is refused and changes nothing. */
async function expectSignedOut(token: string) {
  expect(await meAs(token)).toBeNull();
  const id = ids.employee['1001/12'];
  const own = await app.tokenFor('employee@demo.test');
  const before = (await app.gql<Profile>(readProfile, { id }, own)).data!.companyEmployee.profileData;
  const changed = { ...before, contact: { ...before.contact, city: `Changed ${Math.random()}` } };
  const write = await app.gql(updateProfile, { id, data: changed }, token);
  expect(write.errors?.map((e) => e.extensions?.code)).toEqual(['UNAUTHENTICATED']);
  expect((await app.gql<Profile>(readProfile, { id }, own)).data!.companyEmployee.profileData).toEqual(before);
}

const stopsOf = (sessionHow: string) =>
  app.services.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, 'impersonation.stop'), eq(auditEvents.actorId, ids.user.admin)))
    .then((rows) => rows.filter((row) => row.details.how === sessionHow));

describe('the end of the administrator’s session ends their impersonations', () => {
  it('signout: the impersonation token reads and writes nothing any more, and the stop is recorded', async () => {
    const admin = await adminSession();
    const token = await impersonate(admin.token, ids.user.employee);
    expect(await meAs(token)).toBe('employee@demo.test');
    const recorded = (await stopsOf('actor-signout')).length;

    expect((await app.gql('mutation { signout }', {}, admin.token)).data).toEqual({ signout: true });

    await expectSignedOut(token);
    expect((await stopsOf('actor-signout')).length).toBe(recorded + 1);
  });

  it('signOutEverywhere: every impersonation the administrator started ends, from whichever session', async () => {
    const [first, second] = [await adminSession(), await adminSession()];
    const tokens = [await impersonate(first.token, ids.user.employee), await impersonate(second.token, ids.user.hr)];
    expect(await meAs(tokens[1]!)).toBe('hr@demo.test');

    const res = await app.gql<{ signOutEverywhere: number }>('mutation { signOutEverywhere }', {}, first.token);
    expect(res.errors).toBeUndefined();

    for (const token of tokens) await expectSignedOut(token);
    expect(await meAs(second.token)).toBeNull();
  });

  it('signout of any of the administrator’s sessions ends them all: the database cannot tell which session started one', async () => {
    const [starting, other] = [await adminSession(), await adminSession()];
    const token = await impersonate(starting.token, ids.user.employee);
    await app.gql('mutation { signout }', {}, other.token);
    await expectSignedOut(token);
    expect(await meAs(starting.token)).toBe('admin@demo.test');
  });

  it('leaves another administrator’s impersonations alone', async () => {
    const colleague = await insertUser(app.services, { email: 'colleague.admin@demo.test', canAccessAllCompanies: true });
    const theirs = await impersonate((await adminSession(colleague.id)).token, ids.user.employee);
    await app.gql('mutation { signout }', {}, (await adminSession()).token);
    expect(await meAs(theirs)).toBe('employee@demo.test');
  });

  it('an administrator acting as someone who signs out ends that impersonation only, keeping their own session', async () => {
    const admin = await adminSession();
    const token = await impersonate(admin.token, ids.user.employee);
    await app.gql('mutation { signout }', {}, token);
    await expectSignedOut(token);
    expect(await meAs(admin.token)).toBe('admin@demo.test');
  });
});

describe('an impersonation lasts only while its actor may impersonate', () => {
  it('ends when the actor’s access to all companies is withdrawn', async () => {
    const actor = await insertUser(app.services, { email: 'former.admin@demo.test', canAccessAllCompanies: true });
    const token = await impersonate((await adminSession(actor.id)).token, ids.user.employee);
    expect(await meAs(token)).toBe('employee@demo.test');
    await app.services.db.update(users).set({ canAccessAllCompanies: false }).where(eq(users.id, actor.id));
    await expectSignedOut(token);
  });

  it('ends when the actor’s account is disabled', async () => {
    const actor = await insertUser(app.services, { email: 'leaving.admin@demo.test', canAccessAllCompanies: true });
    const token = await impersonate((await adminSession(actor.id)).token, ids.user.employee);
    await app.services.db.update(users).set({ canSignInToApp: false }).where(eq(users.id, actor.id));
    await expectSignedOut(token);
  });
});
