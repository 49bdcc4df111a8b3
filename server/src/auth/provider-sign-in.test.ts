// Signing in with the identity provider's access tokens: linking on the first sign-in by verified
// email, refusals (logged), signed-out tokens. The provider is the in-test issuer (oidc/test-issuer.ts),
// standing in for an external one.
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditEvents, users } from '../db/schema';
import { createLogger } from '../log';
import { createTestServices, insertUser, type TestServices } from '../testing/test-services';
import { createAuthenticator, type Authenticator } from './authenticate';
import { startTestIssuer, type TestIssuer } from './oidc/test-issuer';
import { createOidcVerifier, type OidcVerifier } from './oidc/verifier';
import { revokeProviderToken } from './revoked-tokens';

let idp: TestIssuer;
let services: TestServices;
let verifier: OidcVerifier;
let auth: Authenticator;
let lines: Record<string, unknown>[];

beforeAll(async () => {
  idp = await startTestIssuer();
});
afterAll(() => idp.close());
beforeEach(async () => {
  services = await createTestServices();
  lines = [];
  const log = createLogger('debug', (line) => lines.push(JSON.parse(line) as Record<string, unknown>));
  verifier = createOidcVerifier({ issuer: idp.issuer, clientId: idp.clientId, audience: null, log, tokeninfoEndpoint: `${idp.issuer}/tokeninfo` });
  auth = createAuthenticator({ db: services.db, log }, verifier);
  idp.accounts.clear();
});
afterEach(async () => {
  auth.close();
  verifier.close();
  await services.close();
});

const bearer = (token: string) => new Request('http://x/api/graphql', { headers: { authorization: `Bearer ${token}` } });
const signIn = async (token: string) => (await auth.authenticate(bearer(token)))?.user.email ?? null;
const subjectOf = async (email: string) => (await services.db.select().from(users).where(eq(users.email, email)))[0]?.oidcSubject;
const refusedFor = () => lines.filter((line) => line.msg === 'provider token refused').map((line) => line.reason);

describe('first sign-in links the subject to the account with the verified email', () => {
  it('Glewlwyd: email from userinfo ("true"), linked and audited; later found by subject alone', async () => {
    const user = await insertUser(services, { email: 'glew@demo.test' });
    idp.accounts.set('glew-sub', { email: 'Glew@demo.test', email_verified: 'true' });
    expect(await signIn(await idp.glewlwyd('glew-sub'))).toBe('glew@demo.test');
    expect(await subjectOf('glew@demo.test')).toBe('glew-sub');
    const audit = await services.db.select().from(auditEvents).where(and(eq(auditEvents.action, 'oidc.link'), eq(auditEvents.itemId, user.id)));
    expect(audit.map((row) => row.details)).toEqual([{ sub: 'glew-sub' }]);
    // The address changed at the provider: the link, not the address, finds the account.
    idp.accounts.set('glew-sub', { email: 'renamed@demo.test', email_verified: 'true' });
    const asked = idp.asked.length;
    expect(await signIn(await idp.glewlwyd('glew-sub'))).toBe('glew@demo.test');
    expect(idp.asked.slice(asked)).toEqual([]);
  });

  it('Google: an opaque token signs in the same way', async () => {
    await insertUser(services, { email: 'google@demo.test' });
    idp.accounts.set('google-sub', { email: 'google@demo.test', email_verified: true });
    expect(await signIn(idp.opaque('google-sub'))).toBe('google@demo.test');
    expect(await subjectOf('google@demo.test')).toBe('google-sub');
  });

  it('Entra ID: the access token’s email with xms_edov (domain owner verified) links without asking userinfo', async () => {
    await insertUser(services, { email: 'entra.edov@demo.test' });
    const asked = idp.asked.length;
    expect(await signIn(await idp.entra('entra-edov-sub', { email: 'entra.edov@demo.test', claims: { xms_edov: true } }))).toBe('entra.edov@demo.test');
    expect(idp.asked.slice(asked).filter((path) => path === '/userinfo')).toEqual([]);
  });

  it('Entra ID: an email nobody says is verified links nothing', async () => {
    await insertUser(services, { email: 'entra@demo.test' });
    idp.accounts.set('entra-sub', { email: 'entra@demo.test' });
    expect(await signIn(await idp.entra('entra-sub', { email: 'entra@demo.test' }))).toBeNull();
    expect(refusedFor()).toEqual(['no-verified-email']);
    expect(await subjectOf('entra@demo.test')).toBeNull();
  });
});

describe('refusals, logged with their reason', () => {
  it('an account linked to another subject is not signed in by another account asserting its email', async () => {
    await insertUser(services, { email: 'taken@demo.test', oidcSubject: 'first-sub' });
    idp.accounts.set('second-sub', { email: 'taken@demo.test', email_verified: true });
    expect(await signIn(await idp.glewlwyd('second-sub'))).toBeNull();
    expect(lines.find((line) => line.reason === 'linked-to-another-subject')).toMatchObject({ level: 'warn', sub: 'second-sub' });
    expect(await subjectOf('taken@demo.test')).toBe('first-sub');
  });

  it('once an administrator unlinks it, the next sign-in links the new subject', async () => {
    await insertUser(services, { email: 'moved@demo.test', oidcSubject: 'old-sub' });
    idp.accounts.set('new-sub', { email: 'moved@demo.test', email_verified: true });
    expect(await signIn(await idp.glewlwyd('new-sub'))).toBeNull();
    await services.db.update(users).set({ oidcSubject: null }).where(eq(users.email, 'moved@demo.test'));
    expect(await signIn(await idp.glewlwyd('new-sub'))).toBe('moved@demo.test');
    expect(await subjectOf('moved@demo.test')).toBe('new-sub');
  });

  it('no account with the email, a disabled account (linked or not)', async () => {
    idp.accounts.set('nobody-sub', { email: 'nobody@demo.test', email_verified: true });
    expect(await signIn(await idp.glewlwyd('nobody-sub'))).toBeNull();
    await insertUser(services, { email: 'off@demo.test', canSignInToApp: false });
    idp.accounts.set('off-sub', { email: 'off@demo.test', email_verified: true });
    expect(await signIn(await idp.glewlwyd('off-sub'))).toBeNull();
    await insertUser(services, { email: 'linked-off@demo.test', canSignInToApp: false, oidcSubject: 'linked-off-sub' });
    expect(await signIn(await idp.glewlwyd('linked-off-sub'))).toBeNull();
    expect(refusedFor()).toEqual(['no-account', 'account-disabled', 'account-disabled']);
  });

  it('a signed-out token, linked or not yet, while another token of the same user still signs in', async () => {
    await insertUser(services, { email: 'out@demo.test', oidcSubject: 'out-sub' });
    const token = await idp.glewlwyd('out-sub');
    expect(await signIn(token)).toBe('out@demo.test');
    await revokeProviderToken(services.db, token);
    expect(await signIn(token)).toBeNull();
    expect(await signIn(await idp.glewlwyd('out-sub'))).toBe('out@demo.test');
    await insertUser(services, { email: 'new@demo.test' });
    idp.accounts.set('new-out-sub', { email: 'new@demo.test', email_verified: true });
    const unlinked = idp.opaque('new-out-sub');
    await revokeProviderToken(services.db, unlinked);
    expect(await signIn(unlinked)).toBeNull();
    expect(refusedFor()).toEqual(['revoked', 'revoked']);
    expect(JSON.stringify(lines)).not.toContain(token);
  });

  it('a provider token without a verifier (none configured) signs nobody in', async () => {
    await insertUser(services, { email: 'u@demo.test', oidcSubject: 'u-sub' });
    expect(await createAuthenticator(services, null).authenticate(bearer(await idp.glewlwyd('u-sub')))).toBeNull();
  });
});
