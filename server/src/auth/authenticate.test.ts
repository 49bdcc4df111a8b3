import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { companies, companyEmployees, users } from '../db/schema';
import { clearSessionCookie, cookieSecure, createAuthenticator, sessionCookie } from './authenticate';
import { createOidcVerifier, type OidcVerifier } from './oidc-verifier';
import { createSession, revokeSession } from './sessions';
import { createTestServices, insertUser, type TestServices } from '../testing/test-services';

const issuer = 'https://id.example';
const audience = 'https://portal.example/api';
let services: TestServices;
let verifier: OidcVerifier;
let privateKey: CryptoKey;

beforeEach(async () => {
  services = await createTestServices();
  const pair = await generateKeyPair('RS256');
  privateKey = pair.privateKey;
  verifier = createOidcVerifier({ issuer, audience, jwks: { keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'k' }] } });
});
afterEach(() => services.close());

const bearer = (token: string) => new Request('http://x/api/graphql', { headers: { authorization: `Bearer ${token}` } });
const jwt = (sub: string, claims: Record<string, unknown>) =>
  new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: 'k' }).setIssuer(issuer).setAudience(audience).setSubject(sub).setExpirationTime('5m').sign(privateKey);

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

describe('authenticate with OIDC access tokens', () => {
  it('finds the user by verified email, links the subject, then finds them by subject', async () => {
    const user = await insertUser(services, { email: 'u@demo.test' });
    const auth = createAuthenticator(services, verifier);
    const first = await auth.authenticate(bearer(await jwt('sub-9', { email: 'U@demo.test', email_verified: true })));
    expect(first?.user.id).toBe(user.id);
    expect(first?.sessionId).toBeNull();
    const [row] = await services.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.oidcSubject).toBe('sub-9');
    expect((await auth.authenticate(bearer(await jwt('sub-9', {}))))?.user.id).toBe(user.id);
  });

  it('refuses unverified emails, unknown users, disabled users and tokens without a verifier', async () => {
    await insertUser(services, { email: 'u@demo.test' });
    await insertUser(services, { email: 'off@demo.test', canSignInToApp: false });
    const auth = createAuthenticator(services, verifier);
    expect(await auth.authenticate(bearer(await jwt('s1', { email: 'u@demo.test', email_verified: false })))).toBeNull();
    expect(await auth.authenticate(bearer(await jwt('s2', { email: 'nobody@demo.test', email_verified: true })))).toBeNull();
    expect(await auth.authenticate(bearer(await jwt('s3', { email: 'off@demo.test', email_verified: true })))).toBeNull();
    const token = await jwt('s4', { email: 'u@demo.test', email_verified: true });
    expect(await createAuthenticator(services, null).authenticate(bearer(token))).toBeNull();
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
