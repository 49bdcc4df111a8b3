// Access matrix for mySessions and signOutEverywhere: every caller sees and ends only their own
// sessions; nobody does it through someone else's account (impersonation).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../auth/sessions';
import { DEMO_USERS, type DemoUserKey } from '../db/seed/demo-facts';
import { createTestApp, type TestApp } from '../testing/test-app';
import { demoIds, SIGNED_OUT, type DemoIds } from '../testing/access-matrix-support';

let app: TestApp;
let ids: DemoIds;

beforeAll(async () => {
  app = await createTestApp();
  ids = await demoIds(app);
});
afterAll(() => app.close());

const listSessions = '{ mySessions { id current startedBySupport } }';
type Listed = { mySessions: { id: string; current: boolean; startedBySupport: boolean }[] } | null;

/** A fresh session of its own per test, so signing out everywhere never ends another test's token. */
const newSession = (user: DemoUserKey) => createSession(app.services.db, ids.user[user], { ttlHours: 1 });
const SIGNED_IN = (Object.keys(DEMO_USERS) as DemoUserKey[]).filter((u) => !SIGNED_OUT.includes(u));

describe('mySessions', () => {
  it.each(SIGNED_IN)('%s sees their own live sessions only, the current one marked', async (user) => {
    const current = await newSession(user);
    const other = await newSession(user);
    const res = await app.gql<Listed>(listSessions, {}, current.token);
    const listed = res.data?.mySessions ?? [];
    expect(listed.filter((s) => s.current).map((s) => s.id)).toEqual([current.sessionId]);
    expect(listed.map((s) => s.id)).toContain(other.sessionId);
    const otherUsers = SIGNED_IN.filter((u) => u !== user).map((u) => ids.user[u]);
    const rows = await app.services.db.query.sessions.findMany();
    const foreign = new Set(rows.filter((r) => otherUsers.includes(r.userId)).map((r) => r.id));
    expect(listed.filter((s) => foreign.has(s.id))).toEqual([]);
  });

  it.each(['anonymous', 'disabled'] as const)('%s gets UNAUTHENTICATED', async (caller) => {
    const token = caller === 'anonymous' ? null : (await newSession(caller)).token;
    const res = await app.gql(listSessions, {}, token);
    expect(res.errors?.map((e) => e.extensions?.code)).toEqual(['UNAUTHENTICATED']);
  });
});

describe('signOutEverywhere', () => {
  it.each(SIGNED_IN)('%s ends all of their own sessions and nobody else’s', async (user) => {
    const mine = [await newSession(user), await newSession(user)];
    const someoneElse = await newSession(user === 'admin' ? 'hr' : 'admin');
    const res = await app.gql<{ signOutEverywhere: number }>('mutation { signOutEverywhere }', {}, mine[0]!.token);
    expect(res.data?.signOutEverywhere).toBeGreaterThanOrEqual(2);
    for (const session of mine) {
      expect((await app.gql(listSessions, {}, session.token)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
    expect((await app.gql<Listed>(listSessions, {}, someoneElse.token)).data?.mySessions).toContainEqual(
      expect.objectContaining({ id: someoneElse.sessionId, current: true }),
    );
  });

  it('anonymous gets UNAUTHENTICATED', async () => {
    expect((await app.gql('mutation { signOutEverywhere }')).errors?.map((e) => e.extensions?.code)).toEqual(['UNAUTHENTICATED']);
  });
});

describe('while impersonating', () => {
  it('support sees the session it started on the user’s list, but may neither list nor end sessions through it', async () => {
    const admin = await newSession('admin');
    const started = await app.gql<{ startImpersonation: { token: string } }>(
      'mutation($id: ID!) { startImpersonation(userId: $id, reason: "Helping with a reported problem") { ... on RedeemUserMagicAuthTokenSuccess { token } } }',
      { id: ids.user.employee },
      admin.token,
    );
    const asSupport = started.data!.startImpersonation.token;
    expect((await app.gql(listSessions, {}, asSupport)).errors?.map((e) => e.extensions?.code)).toEqual(['FORBIDDEN']);
    expect((await app.gql('mutation { signOutEverywhere }', {}, asSupport)).errors?.map((e) => e.extensions?.code)).toEqual(['FORBIDDEN']);
    const own = await newSession('employee');
    const listed = (await app.gql<Listed>(listSessions, {}, own.token)).data?.mySessions ?? [];
    expect(listed.some((s) => s.startedBySupport)).toBe(true);
  });
});
