// Every answer of the one-origin server carries the security headers: the API's, its refusals, the
// downloads', health's, the development provider's and the portal's (issue #43, item 4).
import { createHash } from 'node:crypto';
import { request, type IncomingHttpHeaders } from 'node:http';
import { mkdir, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../../scripts/content-security-policy.mjs';
import { AUTH_CONFIG_PATH } from '../auth/auth-config';
import { createHttpApp } from '../http-server';
import { createTestApp, type TestApp } from '../testing/test-app';
import { HSTS } from './security-headers';

const portalPolicy = contentSecurityPolicy({ VITE_OIDC_ISSUER: 'https://id.example/realm' });
let app: TestApp;
let webRoot: string;

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

interface Listening {
  base: string;
  send(pathname: string, init?: { method?: string; headers?: Record<string, string | number>; body?: string; chunked?: string }): Promise<Answer>;
  stop(): Promise<void>;
}

/** The real HTTP app on a free port, over the test app's services (with `publicUrl` if given). */
async function listen(publicUrl?: string): Promise<Listening> {
  const services = publicUrl ? { ...app.services, config: { ...app.services.config, publicUrl } } : app.services;
  const { server, close } = await createHttpApp(services, { webRoot });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  // node:http rather than fetch: a declared length without its body, a chunked body, raw headers.
  const send: Listening['send'] = (pathname, init = {}) =>
    new Promise((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path: pathname, method: init.method ?? 'GET', headers: init.headers }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on('error', reject);
      if (init.chunked !== undefined) req.write(init.chunked);
      if (init.body !== undefined) req.end(init.body);
      else if (init.chunked === undefined && init.headers?.['content-length'] !== undefined) req.flushHeaders();
      else req.end();
    });
  return {
    base: `http://127.0.0.1:${port}`,
    send,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }).then(close),
  };
}

function expectSecured(headers: IncomingHttpHeaders, framing: 'self' | 'none') {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['x-frame-options']).toBe(framing === 'self' ? 'SAMEORIGIN' : 'DENY');
  expect(headers['content-security-policy']).toContain(`frame-ancestors '${framing}'`);
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['cross-origin-resource-policy']).toBe('same-origin');
  expect(headers['permissions-policy']).toMatch(/^camera=\(\), microphone=\(\), geolocation=\(\)/);
  expect(headers['strict-transport-security']).toBeUndefined();
}

const graphqlPost = (body: string) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true', 'content-length': Buffer.byteLength(body) },
  body,
});

beforeAll(async () => {
  app = await createTestApp({ maxRequestBytes: 1024 * 1024 });
  // A built portal as `npm run build` leaves it: the shell, a hashed asset and the policy.
  webRoot = path.join(app.dataDir, 'dist');
  await mkdir(path.join(webRoot, 'assets'), { recursive: true });
  await writeFile(path.join(webRoot, 'index.html'), '<!doctype html><title>Portal</title>');
  await writeFile(path.join(webRoot, 'assets', 'app-abc.js'), 'console.log("portal");');
  await writeFile(path.join(webRoot, 'content-security-policy.txt'), `${portalPolicy}\n`);
});
afterAll(() => app.close());

describe('security headers over plain http (PUBLIC_URL http://…)', () => {
  let server: Listening;
  beforeAll(async () => {
    server = await listen();
  });
  afterAll(() => server.stop());

  it('on /healthz, and on a GraphQL answer and its error', async () => {
    const health = await server.send('/healthz');
    expect(health.status).toBe(200);
    expectSecured(health.headers, 'none');
    expect(health.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");

    const answer = await server.send('/api/graphql', graphqlPost(JSON.stringify({ query: '{ __typename }' })));
    expect(JSON.parse(answer.body)).toEqual({ data: { __typename: 'Query' } });
    expectSecured(answer.headers, 'none');
    const error = await server.send('/api/graphql', graphqlPost('{ not json'));
    expect(error.status).toBe(400);
    expectSecured(error.headers, 'none');
    const authConfig = await server.send(AUTH_CONFIG_PATH);
    expect(authConfig.status).toBe(200);
    expectSecured(authConfig.headers, 'none');
  });

  it('on the refusals before the API reads a body: 413 (too large) and 411 (no declared length)', async () => {
    const tooLarge = await server.send('/api/graphql', { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': 2 * 1024 * 1024 } });
    expect(tooLarge.status).toBe(413);
    expectSecured(tooLarge.headers, 'none');
    const chunked = await server.send('/api/graphql', { method: 'POST', headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' }, chunked: '{"query":' });
    expect(chunked.status).toBe(411);
    expectSecured(chunked.headers, 'none');
  });

  it('on a refused download, framed by the portal only (its PDF preview)', async () => {
    const refused = await server.send('/files/0123456789abcdef0123456789abcdef?name=a.pdf&exp=1&sig=x');
    expect(refused.status).toBe(403);
    expectSecured(refused.headers, 'self');
    const archive = await server.send('/files/archives/00000000-0000-0000-0000-000000000000?exp=1&sig=x');
    expect(archive.status).toBeGreaterThanOrEqual(400);
    expectSecured(archive.headers, 'none');
  });

  it("on the portal's shell and assets, with the policy its build wrote", async () => {
    for (const pathname of ['/', '/assets/app-abc.js', '/hr/salaries']) {
      const page = await server.send(pathname);
      expect(page.status, pathname).toBe(200);
      expectSecured(page.headers, 'self');
      expect(page.headers['content-security-policy'], pathname).toBe(portalPolicy);
    }
    const missing = await server.send('/assets/gone-123.js');
    expect(missing.status).toBe(404);
    expectSecured(missing.headers, 'self');
  });

  it("on the development provider's pages, whose sign-in form still posts and signs in", async () => {
    const discovery = await server.send('/oidc/.well-known/openid-configuration');
    expectSecured(discovery.headers, 'self');
    const { authorization_endpoint: authorize } = JSON.parse(discovery.body) as { authorization_endpoint: string };
    const params = new URLSearchParams({
      client_id: 'portal',
      response_type: 'code',
      redirect_uri: `${app.services.config.publicUrl}/callback`,
      scope: 'openid email',
      code_challenge: createHash('sha256').update('a verifier the test never needs').digest('base64url'),
      code_challenge_method: 'S256',
    });
    const toLogin = await server.send(`${new URL(authorize).pathname}?${params}`);
    expect(toLogin.status).toBe(303);
    expectSecured(toLogin.headers, 'self');
    const cookie = (toLogin.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
    const loginPath = new URL(toLogin.headers.location ?? '', server.base).pathname;
    const page = await server.send(loginPath, { headers: { cookie } });
    expect(page.body).toContain('<form method="post"');
    expectSecured(page.headers, 'self');
    // Its inline style is not blocked: no policy but who may frame it.
    expect(page.headers['content-security-policy']).toBe("frame-ancestors 'self'");

    const form = new URLSearchParams({ email: 'hr@demo.test', password: 'demo' }).toString();
    const signedIn = await server.send(`${loginPath}/login`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(form), origin: 'null' },
      body: form,
    });
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.location).toContain('/oidc/auth/');
    expectSecured(signedIn.headers, 'self');
    // An answer Koa makes from an error (it clears earlier headers) gets them too.
    const unknown = await server.send('/oidc/no-such-endpoint');
    expect(unknown.status).toBe(404);
    expectSecured(unknown.headers, 'self');
  });
});

describe('Strict-Transport-Security', () => {
  it('is sent on every answer when PUBLIC_URL is https, never on plain http', async () => {
    const paths = ['/healthz', '/', '/files/x', '/oidc/.well-known/openid-configuration'];
    // One at a time: two development providers on one PostgreSQL database refuse each other.
    const secure = await listen('https://portal.example');
    try {
      for (const pathname of paths) expect((await secure.send(pathname)).headers['strict-transport-security'], pathname).toBe(HSTS);
      const refused = await secure.send('/api/graphql', { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': 2 * 1024 * 1024 } });
      expect(refused.status).toBe(413);
      expect(refused.headers['strict-transport-security']).toBe(HSTS);
    } finally {
      await secure.stop();
    }
    const plain = await listen('http://localhost:3000');
    try {
      for (const pathname of paths) expect((await plain.send(pathname)).headers['strict-transport-security'], pathname).toBeUndefined();
    } finally {
      await plain.stop();
    }
  });
});
