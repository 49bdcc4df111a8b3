// The API with an external identity provider, through the real HTTP server: /api/auth-config, signing
// in and out with the provider's access token, what is kept per credential and when it is forgotten,
// and a provider that is down at start. The provider is the in-test issuer (oidc/test-issuer.ts),
// standing in for an external one.
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER } from '../../../src/domain/api-transport';
import { users } from '../db/schema';
import { createHttpApp } from '../http-server';
import { createLogger } from '../log';
import { readOutbox } from '../mail/outbox';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createAuthenticator } from './authenticate';
import { startTestIssuer, type TestIssuer } from './oidc/test-issuer';
import { createOidcVerifier } from './oidc/verifier';

let app: TestApp;
let idp: TestIssuer;
let lines: Record<string, unknown>[] = [];
const log = createLogger('debug', (line) => lines.push(JSON.parse(line) as Record<string, unknown>));

beforeAll(async () => {
  [app, idp] = await Promise.all([createTestApp(), startTestIssuer()]);
  idp.accounts.set('employee-sub', { email: 'employee@demo.test', email_verified: 'true' });
  idp.accounts.set('hr-sub', { email: 'hr@demo.test', email_verified: true });
});
afterAll(async () => {
  await idp.close();
  await app.close();
});

/** The one-origin server over the test app's database, with `oidcIssuer` as OIDC_ISSUER. */
async function listen(oidcIssuer: string) {
  const services = { ...app.services, log, config: { ...app.services.config, oidcIssuer, oidcClientId: idp.clientId, oidcScopes: 'openid email profile' } };
  const { server, close } = await createHttpApp(services, { webRoot: path.join(app.dataDir, 'no-portal-build') });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const gql = async <T>(query: string, variables: Record<string, unknown>, token?: string) => {
    const response = await fetch(`${base}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CSRF_HEADER]: 'true', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as { data?: T; errors?: { extensions?: { code?: string } }[] };
  };
  const me = async (token: string) => (await gql<{ me: { email: string } | null }>('{ me { email } }', {}, token)).data?.me?.email ?? null;
  const stop = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }).then(close);
  return { base, gql, me, stop };
}

describe('with the provider up', () => {
  it('GET /api/auth-config names the provider, the client and the scopes, never cached', async () => {
    const api = await listen(idp.issuer);
    try {
      const response = await fetch(`${api.base}/api/auth-config`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({ issuer: idp.issuer, clientId: idp.clientId, scope: 'openid email profile' });
      expect((await fetch(`${api.base}/api/auth-config`, { method: 'POST' })).status).toBe(405);
    } finally {
      await api.stop();
    }
  });

  it('signout with a provider access token: that token is refused from then on, another one of the same user is not', async () => {
    const api = await listen(idp.issuer);
    try {
      const token = await idp.glewlwyd('employee-sub');
      expect(await api.me(token)).toBe('employee@demo.test');
      expect((await api.gql('mutation { signout }', {}, token)).data).toEqual({ signout: true });
      expect(await api.me(token)).toBeNull();
      expect(lines.filter((line) => line.msg === 'provider token refused').map((line) => line.reason)).toContain('revoked');
      expect(await api.me(await idp.glewlwyd('employee-sub'))).toBe('employee@demo.test');
    } finally {
      await api.stop();
    }
  });
});

describe('what is kept per credential', () => {
  it('is the same principal on the next request, and a new one as soon as the user’s rights change', async () => {
    const verifier = createOidcVerifier({ issuer: idp.issuer, clientId: idp.clientId, audience: null, log });
    const auth = createAuthenticator(app.services, verifier);
    try {
      const request = new Request('http://x/api/graphql', { headers: { authorization: `Bearer ${await idp.entra('hr-sub')}` } });
      // The first sign-in links the subject: a change heard while it loaded, so nothing is kept yet.
      expect((await auth.authenticate(request))?.user.email).toBe('hr@demo.test');
      const first = await auth.authenticate(request);
      const next = await auth.authenticate(request);
      // Kept in process, except behind a transaction-mode pooler (no change feed there: docs/pooler.md),
      // where every request reads the principal afresh.
      if (app.services.config.databasePoolMode === 'transaction') expect(next).not.toBe(first);
      else expect(next).toBe(first);
      expect(next).toEqual(first);
      await app.services.db.update(users).set({ canAccessKeystone: !first!.user.canAccessKeystone }).where(eq(users.id, first!.user.id));
      const after = await auth.authenticate(request);
      expect(after?.user.canAccessKeystone).toBe(!first!.user.canAccessKeystone);
      await app.services.db.update(users).set({ canSignInToApp: false }).where(eq(users.id, first!.user.id));
      expect(await auth.authenticate(request)).toBeNull();
      await app.services.db.update(users).set({ canSignInToApp: true, canAccessKeystone: first!.user.canAccessKeystone }).where(eq(users.id, first!.user.id));
    } finally {
      auth.close();
      verifier.close();
    }
  });
});

describe('with the provider down at start', () => {
  it('the API starts, logs why, refuses provider tokens with a log line, and magic links still sign in', async () => {
    const down = await startTestIssuer();
    down.down = true;
    lines = [];
    const api = await listen(down.issuer);
    try {
      expect(await (await fetch(`${api.base}/healthz`)).json()).toEqual({ status: 'ok' });
      expect((await (await fetch(`${api.base}/api/auth-config`)).json()) as { issuer: string }).toMatchObject({ issuer: down.issuer });
      expect(await api.me(await down.glewlwyd('employee-sub'))).toBeNull();
      expect(lines.find((line) => String(line.msg).startsWith('identity provider unreachable'))).toMatchObject({ level: 'error', issuer: down.issuer });
      expect(lines.find((line) => line.msg === 'provider token refused')).toMatchObject({ reason: 'provider-unavailable' });

      expect((await api.gql('mutation { sendUserMagicAuthLink(email: "finance@demo.test") }', {})).data).toEqual({ sendUserMagicAuthLink: true });
      const mails = (await readOutbox(path.join(app.dataDir, 'outbox'))).filter((mail) => mail.to.includes('finance@demo.test'));
      const link = /\/signin\/[^/\s]+\/([\w-]+)/.exec(mails.at(-1)?.text ?? '')?.[1];
      const redeemed = await api.gql<{ redeemUserMagicAuthToken: { token?: string } }>(
        'mutation($token: String!) { redeemUserMagicAuthToken(email: "finance@demo.test", token: $token) { ... on RedeemUserMagicAuthTokenSuccess { token } } }',
        { token: link },
      );
      expect(await api.me(redeemed.data!.redeemUserMagicAuthToken.token!)).toBe('finance@demo.test');
    } finally {
      await api.stop();
      await down.close();
    }
  });
});
