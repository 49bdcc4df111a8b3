import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { companies, companyEmployees, users } from '../db/schema';
import { clearSessionCookie, cookieSecure, createAuthenticator, sessionCookie } from './authenticate';
import { createSession, revokeSession } from './sessions';
import { createTestServices, insertUser, type TestServices } from '../testing/test-services';

// Identity-provider tokens: provider-sign-in.test.ts.
let services: TestServices;

beforeEach(async () => {
  services = await createTestServices();
});
afterEach(() => services.close());

const bearer = (token: string) => new Request('http://x/api/graphql', { headers: { authorization: `Bearer ${token}` } });

describe('authenticate with API sessions', () => {
  it('finds the user of a bearer session token, with their employee records', async () => {
    const user = await insertUser(services, { email: 'u@demo.test' });
    const [company] = await services.db.insert(companies).values({ code: '1001', name: 'Acme' }).returning();
    await services.db.insert(companyEmployees).values({ name: 'U', companyId: company!.id, userId: user.id, canAccessFinance: true });
    const { token, sessionId } = await createSession(services.db, user.id, { ttlHours: 1 });
    const principal = await createAuthenticator(services, null).authenticate(bearer(token));
    expect(principal?.user.id).toBe(user.id);
    expect(principal?.actor.id).toBe(user.id);
    expect(principal?.sessionId).toBe(sessionId);
    expect(principal?.employees.map((e) => e.canAccessFinance)).toEqual([true]);
  });

  it('accepts the session cookie', async () => {
    const user = await insertUser(services, { email: 'u@demo.test' });
    const { token } = await createSession(services.db, user.id, { ttlHours: 1 });
    const request = new Request('http://x/', { headers: { cookie: `a=b; portal_session=${token}` } });
    expect((await createAuthenticator(services, null).authenticate(request))?.user.id).toBe(user.id);
  });

  it('sees the impersonated user as user and the impersonator as actor', async () => {
    const staff = await insertUser(services, { email: 'staff@demo.test', canAccessAllCompanies: true });
    const client = await insertUser(services, { email: 'client@demo.test' });
    const { token } = await createSession(services.db, client.id, { ttlHours: 1, impersonatorId: staff.id });
    const principal = await createAuthenticator(services, null).authenticate(bearer(token));
    expect([principal?.user.id, principal?.actor.id]).toEqual([client.id, staff.id]);
  });

  it('refuses revoked, expired and unknown tokens, and disabled users', async () => {
    const user = await insertUser(services, { email: 'u@demo.test' });
    const auth = createAuthenticator(services, null);
    const revoked = await createSession(services.db, user.id, { ttlHours: 1 });
    await revokeSession(services.db, revoked.sessionId);
    expect(await auth.authenticate(bearer(revoked.token))).toBeNull();
    const expired = await createSession(services.db, user.id, { ttlHours: -1 });
    expect(await auth.authenticate(bearer(expired.token))).toBeNull();
    expect(await auth.authenticate(bearer('unknown'))).toBeNull();
    expect(await auth.authenticate(new Request('http://x/'))).toBeNull();
    const live = await createSession(services.db, user.id, { ttlHours: 1 });
    await services.db.update(users).set({ canSignInToApp: false }).where(eq(users.id, user.id));
    expect(await auth.authenticate(bearer(live.token))).toBeNull();
  });
});

describe('session cookies', () => {
  it('are httpOnly, SameSite=Lax, Path=/ and Secure outside localhost', () => {
    const cookie = sessionCookie('tok', new Date(Date.now() + 3_600_000), true);
    expect(cookie).toMatch(/^portal_session=tok; Path=\/; HttpOnly; SameSite=Lax; Max-Age=360\d; Expires=.+; Secure$/);
    expect(clearSessionCookie(false)).toMatch(/^portal_session=; .*Max-Age=0/);
    expect(clearSessionCookie(false)).not.toContain('Secure');
    expect(cookieSecure('http://localhost:3000')).toBe(false);
    expect(cookieSecure('http://127.0.0.1:3000')).toBe(false);
    expect(cookieSecure('https://portal.example')).toBe(true);
    expect(cookieSecure('http://portal.example')).toBe(true);
  });
});
