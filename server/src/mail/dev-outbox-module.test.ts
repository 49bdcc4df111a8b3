// Issue #42, finding 3: in development the outbox holds everyone's sign-in links, and anyone could
// read them (`{ devOutbox { text } }`), ask for the administrator's link, redeem it and be the
// administrator. Only a signed-in administrator reads it now.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS, type DemoUserKey } from '../db/seed/demo-facts';
import { demoIds, SIGNED_OUT, tokenOf, type DemoIds } from '../testing/access-matrix-support';
import { createTestApp, type TestApp } from '../testing/test-app';

let app: TestApp;
let ids: DemoIds;

beforeAll(async () => {
  app = await createTestApp();
  ids = await demoIds(app);
  const asked = await app.gql('mutation { sendUserMagicAuthLink(email: "admin@demo.test") }');
  expect(asked.data).toEqual({ sendUserMagicAuthLink: true });
});
afterAll(() => app.close());

const readOutbox = '{ devOutbox { to subject text } }';
type Outbox = { devOutbox: { to: string; subject: string; text: string }[] } | null;

const isAdmin = (user: DemoUserKey) => (DEMO_USERS[user].flags as readonly string[]).includes('canAccessAllCompanies');
const NOT_ADMINS = (Object.keys(DEMO_USERS) as DemoUserKey[]).filter((u) => !isAdmin(u) && !SIGNED_OUT.includes(u));

describe('devOutbox', () => {
  it('shows a signed-in administrator the mails, the newest sign-in link included', async () => {
    const res = await app.gql<Outbox>(readOutbox, {}, await tokenOf(app, 'admin'));
    expect(res.errors).toBeUndefined();
    expect(res.data?.devOutbox[0]).toMatchObject({ to: expect.stringContaining('admin@demo.test'), text: expect.stringMatching(/\/signin\//) });
  });

  it.each(['anonymous', 'disabled'] as const)('refuses %s as UNAUTHENTICATED, showing no mail', async (caller) => {
    const res = await app.gql<Outbox>(readOutbox, {}, await tokenOf(app, caller));
    expect(res.data ?? null).toBeNull();
    expect(res.errors?.map((e) => e.extensions?.code)).toEqual(['UNAUTHENTICATED']);
  });

  it.each(NOT_ADMINS)('refuses %s as FORBIDDEN, showing no mail', async (caller) => {
    const res = await app.gql<Outbox>(readOutbox, {}, await tokenOf(app, caller));
    expect(res.data ?? null).toBeNull();
    expect(res.errors?.map((e) => e.extensions?.code)).toEqual(['FORBIDDEN']);
  });

  it('refuses an administrator acting as another user', async () => {
    const started = await app.gql<{ startImpersonation: { token: string } }>(
      'mutation($id: ID!) { startImpersonation(userId: $id, reason: "Helping with a reported problem") { ... on RedeemUserMagicAuthTokenSuccess { token } } }',
      { id: ids.user.employee },
      await tokenOf(app, 'admin'),
    );
    const res = await app.gql<Outbox>(readOutbox, {}, started.data!.startImpersonation.token);
    expect(res.errors?.map((e) => e.extensions?.code)).toEqual(['FORBIDDEN']);
  });
});

describe('devOutbox outside development', () => {
  it.each([
    ['in production', { production: true }],
    ['when mail goes out over SMTP', { smtpUrl: 'smtp://mail.example:587' }],
  ])('refuses even an administrator %s', async (_, overrides) => {
    const other = await createTestApp(overrides);
    try {
      const res = await other.gql<Outbox>(readOutbox, {}, await other.tokenFor('admin@demo.test'));
      expect(res.errors?.map((e) => [e.extensions?.code, e.message])).toEqual([['FORBIDDEN', 'The outbox is only readable in development']]);
    } finally {
      await other.close();
    }
  });
});
