// The provider's access tokens as Glewlwyd, Entra ID and Google issue them, against an in-test issuer
// (test-issuer.ts) standing in for the external provider; every refusal logged with its reason.
import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../log';
import { startTestIssuer, type TestIssuer } from './test-issuer';
import { createOidcVerifier, type OidcVerifier } from './verifier';

let idp: TestIssuer;
let lines: Record<string, unknown>[];
const verifiers: OidcVerifier[] = [];

beforeAll(async () => {
  idp = await startTestIssuer();
  idp.accounts.set('glew-1', { email: 'g@demo.test', email_verified: 'true' });
  idp.accounts.set('entra-1', { email: 'e@demo.test', email_verified: true });
  idp.accounts.set('google-1', { email: 'go@demo.test', email_verified: true });
});
afterAll(() => idp.close());
afterEach(() => {
  for (const verifier of verifiers.splice(0)) verifier.close();
  idp.down = false;
});

function verifierFor(options: { audience?: string | null; retryMs?: number } = {}) {
  lines = [];
  const log = createLogger('debug', (line) => lines.push(JSON.parse(line) as Record<string, unknown>));
  const verifier = createOidcVerifier({
    issuer: idp.issuer,
    clientId: idp.clientId,
    audience: options.audience ?? null,
    log,
    tokeninfoEndpoint: `${idp.issuer}/tokeninfo`,
    discoveryRetryMs: options.retryMs ?? 60_000,
  });
  verifiers.push(verifier);
  return verifier;
}

const refusals = () => lines.filter((line) => line.msg === 'provider token refused');

/** Refused, with one log line giving `reason` and never the token. */
async function expectRefused(verifier: OidcVerifier, token: string, reason: string) {
  const before = refusals().length;
  expect(await verifier.verify(token)).toBeNull();
  const logged = refusals().slice(before);
  expect(logged.map((line) => line.reason)).toEqual([reason]);
  expect(JSON.stringify(lines)).not.toContain(token);
}

describe('tokens as the providers issue them', () => {
  it('Glewlwyd: aud is the scope list, client_id names the portal, no email; the verified email ("true") comes from userinfo', async () => {
    const verifier = verifierFor();
    const token = await idp.glewlwyd('glew-1');
    const identity = await verifier.verify(token);
    expect(identity).toMatchObject({ sub: 'glew-1', email: null, emailVerified: false });
    expect(await verifier.withEmail(token, identity!)).toMatchObject({ sub: 'glew-1', email: 'g@demo.test', emailVerified: true });
    expect(lines.find((line) => line.msg === 'identity provider discovered')).toMatchObject({ userinfoEndpoint: `${idp.issuer}/userinfo`, endSessionEndpoint: `${idp.issuer}/end-session` });
  });

  it('Entra ID: an email without email_verified is not taken as verified; userinfo’s is', async () => {
    const verifier = verifierFor();
    const token = await idp.entra('entra-1', { email: 'e@demo.test' });
    const identity = await verifier.verify(token);
    expect(identity).toMatchObject({ sub: 'entra-1', email: null });
    expect((await verifier.withEmail(token, identity!))?.email).toBe('e@demo.test');
  });

  it('Google: an opaque token is checked at tokeninfo (its client) and userinfo (who), then kept', async () => {
    const verifier = verifierFor();
    const token = idp.opaque('google-1');
    const asked = idp.asked.length;
    const providerAsked = () => idp.asked.slice(asked).filter((path) => !path.startsWith('/.well-known/'));
    expect(await verifier.verify(token)).toMatchObject({ sub: 'google-1', email: 'go@demo.test', emailVerified: true });
    expect(providerAsked()).toEqual(['/tokeninfo', '/userinfo']);
    expect(await verifier.verify(token)).toMatchObject({ sub: 'google-1' });
    expect(providerAsked()).toHaveLength(2);
  });

  it('accepts aud = OIDC_AUDIENCE without a client claim, and a JWT without access-token claims once userinfo takes it', async () => {
    const verifier = verifierFor({ audience: 'https://portal.example/api' });
    expect(await verifier.verify(await idp.sign({ sub: 'glew-1', aud: 'https://portal.example/api', scope: 'api' }))).toMatchObject({ sub: 'glew-1' });
    // authentik's access token repeats its ID token's claims (nonce included) and adds azp.
    const authentik = await idp.sign({ sub: 'glew-1', aud: idp.clientId, azp: idp.clientId, nonce: 'n', uid: 'u' });
    expect(await verifier.verify(authentik)).toMatchObject({ sub: 'glew-1', email: 'g@demo.test' });
  });
});

describe('refusals, each logged with its reason', () => {
  it('a forged signature, an unknown key, an expired token, another issuer', async () => {
    const verifier = verifierFor();
    await expectRefused(verifier, await idp.glewlwyd('glew-1', { forged: true }), 'bad-signature');
    await expectRefused(verifier, await idp.glewlwyd('glew-1', { header: { kid: 'other-key' } }), 'unknown-key');
    await expectRefused(verifier, await idp.glewlwyd('glew-1', { expiresIn: -120 }), 'expired');
    await expectRefused(verifier, await idp.sign({ sub: 'glew-1', iss: 'https://evil.example', client_id: idp.clientId, scope: 'openid' }), 'wrong-issuer');
  });

  it('a token issued to another client of the same provider, same user', async () => {
    const verifier = verifierFor({ audience: 'https://portal.example/api' });
    await expectRefused(verifier, await idp.glewlwyd('glew-1', { clientId: 'other-app' }), 'other-client');
    await expectRefused(verifier, await idp.entra('entra-1', { clientId: 'other-app' }), 'other-client');
    await expectRefused(verifier, await idp.sign({ sub: 'glew-1', aud: 'https://portal.example/api', azp: 'other-app', scope: 'api' }), 'other-client');
    await expectRefused(verifier, idp.opaque('google-1', { clientId: 'other-app' }), 'other-client');
    await expectRefused(verifier, await idp.sign({ sub: 'glew-1', aud: 'https://elsewhere.example', scope: 'api' }), 'wrong-audience');
  });

  it('the portal’s own ID token as a Bearer credential, with at_hash or without (confirmed by userinfo)', async () => {
    const verifier = verifierFor();
    await expectRefused(verifier, await idp.idToken('glew-1'), 'id-token');
    const asked = idp.asked.length;
    await expectRefused(verifier, await idp.idToken('glew-1', { atHash: false, email: 'g@demo.test' }), 'id-token');
    expect(idp.asked.slice(asked).filter((path) => !path.startsWith('/.well-known/'))).toEqual(['/userinfo']);
  });

  it('alg none, a symmetric signature, and what is not a token of this provider at all', async () => {
    const verifier = verifierFor();
    const claims = { sub: 'glew-1', client_id: idp.clientId, scope: 'openid', iss: idp.issuer };
    await expectRefused(verifier, new UnsecuredJWT(claims).setExpirationTime('5m').encode(), 'unsigned-or-symmetric');
    const hs = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setExpirationTime('5m').sign(new TextEncoder().encode('x'.repeat(32)));
    await expectRefused(verifier, hs, 'unsigned-or-symmetric');
    await expectRefused(verifier, 'not.a.jwt', 'malformed');
    await expectRefused(verifier, 'an-opaque-token-nobody-issued', 'refused-by-provider');
  });

  it('a refusal is kept for a while: the same token is not judged (nor logged) again at once', async () => {
    const verifier = verifierFor();
    const token = idp.opaque('google-1', { clientId: 'other-app' });
    await expectRefused(verifier, token, 'other-client');
    const asked = idp.asked.length;
    expect(await verifier.verify(token)).toBeNull();
    expect(idp.asked.length).toBe(asked);
    expect(refusals()).toHaveLength(1);
  });
});

describe('a provider that is down', () => {
  it('is logged at start with its reason, refuses its tokens meanwhile, and is asked again', async () => {
    idp.down = true;
    const verifier = verifierFor({ retryMs: 50 });
    const token = await idp.glewlwyd('glew-1');
    await expectRefused(verifier, token, 'provider-unavailable');
    expect(lines.find((line) => line.msg?.toString().startsWith('identity provider unreachable'))).toMatchObject({ level: 'error', reason: expect.stringContaining('503') });
    idp.down = false;
    await expect.poll(() => lines.some((line) => line.msg === 'identity provider discovered'), { timeout: 5_000 }).toBe(true);
    expect(await verifier.verify(token)).toMatchObject({ sub: 'glew-1' });
  });
});
