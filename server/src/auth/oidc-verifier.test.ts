import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOidcVerifier, looksLikeJwt } from './oidc-verifier';

const issuer = 'https://id.example';
const audience = 'https://portal.example/api';
let privateKey: CryptoKey;
let publicJwk: JWK;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  privateKey = pair.privateKey;
  publicJwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
});

function sign(claims: Record<string, unknown>, options: { iss?: string; aud?: string; exp?: string | number; key?: CryptoKey } = {}) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setIssuer(options.iss ?? issuer)
    .setAudience(options.aud ?? audience)
    .setSubject('sub-1')
    .setIssuedAt()
    .setExpirationTime(options.exp ?? '5m')
    .sign(options.key ?? privateKey);
}

describe('createOidcVerifier with a local key set', () => {
  const verifier = () => createOidcVerifier({ issuer, audience, jwks: { keys: [publicJwk] } });

  it('returns the subject and email of a valid token', async () => {
    const token = await sign({ email: 'a@demo.test', email_verified: true });
    expect(looksLikeJwt(token)).toBe(true);
    expect(await verifier().verify(token)).toEqual({ sub: 'sub-1', email: 'a@demo.test', emailVerified: true });
  });

  it('refuses a wrong issuer, a wrong audience, an expired token and a foreign signature', async () => {
    const other = await generateKeyPair('RS256');
    expect(await verifier().verify(await sign({}, { iss: 'https://evil.example' }))).toBeNull();
    expect(await verifier().verify(await sign({}, { aud: 'https://other.example' }))).toBeNull();
    expect(await verifier().verify(await sign({}, { exp: Math.floor(Date.now() / 1000) - 120 }))).toBeNull();
    expect(await verifier().verify(await sign({}, { key: other.privateKey }))).toBeNull();
    expect(await verifier().verify('not-a-jwt')).toBeNull();
  });
});

describe('createOidcVerifier with discovery', () => {
  let server: ReturnType<typeof createServer>;
  let base = '';
  beforeAll(async () => {
    server = createServer((req, res) => {
      res.setHeader('content-type', 'application/json');
      if (req.url === '/.well-known/openid-configuration') res.end(JSON.stringify({ issuer: base, jwks_uri: `${base}/jwks` }));
      else if (req.url === '/jwks') res.end(JSON.stringify({ keys: [publicJwk] }));
      else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('finds the keys through jwks_uri and verifies the token', async () => {
    const verifier = createOidcVerifier({ issuer: base, audience, jwks: 'discover' });
    const token = await sign({ email: 'b@demo.test' }, { iss: base });
    expect(await verifier.verify(token)).toEqual({ sub: 'sub-1', email: 'b@demo.test', emailVerified: false });
  });
});
