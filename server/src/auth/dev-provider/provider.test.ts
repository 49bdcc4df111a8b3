import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthenticator } from '../authenticate';
import { createTestServices, insertUser, type TestServices } from '../../testing/test-services';
import { createDevOidcProvider, type DevOidcProvider } from './provider';

let server: Server;
let base = '';
let dataDir = '';
let services: TestServices;
let dev: DevOidcProvider;
const portal = 'http://portal.test';
const redirectUri = `${portal}/callback`;

beforeAll(async () => {
  let route: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => void res.writeHead(503).end();
  server = createServer((req, res) => (req.url?.startsWith('/oidc') ? route(req, res) : res.writeHead(404).end()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'dev-oidc-'));
  services = await createTestServices({ publicUrl: base, webOrigins: [portal], dataDir });
  await insertUser(services, { email: 'employee@demo.test', name: 'Emma Employee', language: 'fr' });
  await insertUser(services, { email: 'disabled@demo.test', canSignInToApp: false });
  dev = await createDevOidcProvider(services);
  route = dev.handler;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await dev.close();
  await services.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** A browser reduced to what the flow needs: a cookie jar and manual redirects. */
function browser() {
  const jar = new Map<string, string>();
  return async (url: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (jar.size) headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(new URL(url, base), { ...init, headers, redirect: 'manual' });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const index = pair?.indexOf('=') ?? -1;
      if (pair && index > 0) jar.set(pair.slice(0, index), pair.slice(index + 1));
    }
    return response;
  };
}

const form = (values: Record<string, string>): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(values).toString(),
});

async function startSignIn(go: ReturnType<typeof browser>) {
  const discovery = (await (await fetch(`${base}/oidc/.well-known/openid-configuration`)).json()) as Record<string, string>;
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const authorize = new URL(discovery.authorization_endpoint!);
  authorize.search = new URLSearchParams({
    client_id: 'portal',
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: 'openid profile email offline_access user_metadata',
    state: 'st',
    code_challenge: challenge,
    code_challenge_method: 'S256',
  }).toString();
  const toLogin = await go(authorize.href);
  expect(toLogin.status).toBe(303);
  const loginUrl = toLogin.headers.get('location')!;
  const page = await (await go(loginUrl)).text();
  return { discovery, verifier, loginUrl, page };
}

describe('development identity provider', () => {
  it('publishes discovery with the issuer under /oidc', async () => {
    const discovery = (await (await fetch(`${base}/oidc/.well-known/openid-configuration`)).json()) as Record<string, unknown>;
    expect(discovery.issuer).toBe(`${base}/oidc`);
    expect(discovery.authorization_endpoint).toBe(`${base}/oidc/auth`);
    expect(discovery.end_session_endpoint).toBe(`${base}/oidc/session/end`);
    expect(discovery.scopes_supported).toEqual(expect.arrayContaining(['openid', 'email', 'profile', 'offline_access', 'user_metadata']));
    expect(existsSync(path.join(dataDir, 'oidc-jwks.json'))).toBe(true);
  });

  it('runs the code flow with PKCE and issues a JWT access token for the API, carrying the email', async () => {
    const go = browser();
    const { discovery, verifier, loginUrl, page } = await startSignIn(go);
    expect(page).toContain('<html lang="en">');
    expect(page).toMatch(/<label for="email">[\s\S]*<input id="email"/);
    expect(page).toMatch(/<label for="password">[\s\S]*<input id="password"/);
    expect(page).toContain('<button type="submit">Sign in</button>');

    const done = await go(`${loginUrl}/login`, form({ email: 'Employee@demo.test', password: 'demo' }));
    expect(done.status).toBe(303);
    let location = done.headers.get('location')!;
    for (let hops = 0; !location.startsWith(redirectUri) && hops < 5; hops++) {
      location = (await go(location)).headers.get('location')!;
    }
    const callback = new URL(location);
    expect(callback.searchParams.get('state')).toBe('st');
    const code = callback.searchParams.get('code')!;

    const tokenResponse = await fetch(discovery.token_endpoint!, {
      ...form({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, client_id: 'portal', code_verifier: verifier }),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: portal },
    });
    expect(tokenResponse.status).toBe(200);
    expect(tokenResponse.headers.get('access-control-allow-origin')).toBe(portal);
    const tokens = (await tokenResponse.json()) as { access_token: string; id_token: string; refresh_token?: string };
    expect(tokens.refresh_token).toBeTruthy();
    expect(decodeJwt(tokens.id_token)).toMatchObject({ email: 'employee@demo.test', name: 'Emma Employee', language: 'fr' });

    const identity = await dev.verifier.verify(tokens.access_token);
    expect(identity).toMatchObject({ email: 'employee@demo.test', emailVerified: true });
    expect(decodeJwt(tokens.access_token).aud).toBe(`${base}/api`);

    const principal = await createAuthenticator(services, dev.verifier).authenticate(
      new Request(`${base}/api/graphql`, { headers: { authorization: `Bearer ${tokens.access_token}` } }),
    );
    expect(principal?.user.email).toBe('employee@demo.test');

    const refreshed = await fetch(discovery.token_endpoint!, form({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token!, client_id: 'portal' }));
    expect(await dev.verifier.verify(((await refreshed.json()) as { access_token: string }).access_token)).toMatchObject({ email: 'employee@demo.test' });

    const logout = new URL(discovery.end_session_endpoint!);
    logout.search = new URLSearchParams({ id_token_hint: tokens.id_token, post_logout_redirect_uri: `${portal}/signout-callback`, client_id: 'portal' }).toString();
    const confirm = await (await go(logout.href)).text();
    const action = /action="([^"]+)"/.exec(confirm)?.[1];
    const fields = Object.fromEntries([...confirm.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
    expect(fields.logout).toBe('yes');
    const signedOut = await go(new URL(action!, base).href, form(fields));
    expect(signedOut.headers.get('location')).toBe(`${portal}/signout-callback`);
  });

  it('refuses a wrong password, any password but demo, and disabled accounts', async () => {
    const go = browser();
    const { loginUrl } = await startSignIn(go);
    const wrong = await go(`${loginUrl}/login`, form({ email: 'employee@demo.test', password: 'secret' }));
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain('Wrong email or password.');
    const unknown = await go(`${loginUrl}/login`, form({ email: 'nobody@demo.test', password: 'demo' }));
    expect(unknown.status).toBe(401);
    const disabled = await go(`${loginUrl}/login`, form({ email: 'disabled@demo.test', password: 'demo' }));
    expect(disabled.status).toBe(403);
    expect(await disabled.text()).toContain('Account disabled.');
  });

  it('refuses an authorization request without PKCE', async () => {
    const url = `${base}/oidc/auth?${new URLSearchParams({ client_id: 'portal', response_type: 'code', redirect_uri: redirectUri, scope: 'openid', state: 's' })}`;
    const response = await fetch(url, { redirect: 'manual' });
    expect(new URL(response.headers.get('location')!).searchParams.get('error')).toBe('invalid_request');
  });

  it('keeps its signing keys across restarts', async () => {
    const again = await createDevOidcProvider(services);
    expect(again.jwks).toEqual(dev.jwks);
    expect(JSON.stringify(again.jwks)).not.toContain('"d":');
  });
});
