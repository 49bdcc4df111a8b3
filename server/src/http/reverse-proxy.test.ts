// deploy/nginx.conf and deploy/nginx-tls.conf, as shipped (only the addresses, ports and
// certificate paths replaced), run with Debian's nginx in front of the real HTTP app: the host
// reaches the API with its port, the scheme with it, bodies and headers pass, and HSTS is sent once.
// nginx and openssl are installed by scripts/ensure-test-tools.mjs (npm test and .ci/run run it); their
// absence fails the test with what to install.
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect as connectHttp2 } from 'node:http2';
import { request as httpsRequest } from 'node:https';
import { connect, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/bench/server-process';
import { createHttpApp } from '../http-server';
import { createTestApp, type TestApp } from '../testing/test-app';
import { HSTS } from './security-headers';

const deploy = fileURLToPath(new URL('../../../deploy', import.meta.url));
const installed = (program: string, flag: string) => spawnSync(program, [flag], { stdio: 'ignore' }).error === undefined;
const available = installed('nginx', '-v') && installed('openssl', 'version');

/** `text` with `pattern` replaced, failing if the shipped file no longer has it `times` times. */
function replaced(text: string, pattern: RegExp, replacement: string, times = 1): string {
  expect(text.match(new RegExp(pattern.source, 'gm'))?.length ?? 0, `${pattern} in the shipped file`).toBe(times);
  return text.replace(new RegExp(pattern.source, 'gm'), replacement);
}

const upstreamAt = (site: string, apiPort: number) => replaced(site, /^upstream portal_api \{[^}]*\}/, `upstream portal_api {\n    server 127.0.0.1:${apiPort};\n    keepalive 8;\n}`);

function waitForPort(port: number, nginx: ChildProcess, errors: () => string): Promise<void> {
  const deadline = Date.now() + 10_000;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      if (nginx.exitCode !== null) return reject(new Error(`nginx exited: ${errors()}`));
      const socket = connect(port, '127.0.0.1', () => {
        socket.end();
        resolve();
      });
      socket.on('error', () => (Date.now() > deadline ? reject(new Error(`nginx is not listening: ${errors()}`)) : setTimeout(attempt, 50)));
    };
    attempt();
  });
}

/** nginx in the foreground, one process (ours, stopped by its PID), everything it writes in `dir`. */
async function startNginx(dir: string, site: string, port: number): Promise<() => Promise<void>> {
  await copyFile(path.join(deploy, 'portal-proxy.conf'), path.join(dir, 'portal-proxy.conf'));
  await writeFile(path.join(dir, 'site.conf'), site);
  await writeFile(
    path.join(dir, 'nginx.conf'),
    `daemon off;\nmaster_process off;\nworker_processes 1;\npid ${dir}/nginx.pid;\nerror_log stderr warn;\nevents { worker_connections 64; }\n` +
      `http {\n  access_log off;\n  client_body_temp_path ${dir}/body;\n  proxy_temp_path ${dir}/proxy;\n  include site.conf;\n}\n`,
  );
  let stderr = '';
  const nginx = spawn('nginx', ['-e', 'stderr', '-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'pipe'] });
  nginx.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  await waitForPort(port, nginx, () => stderr);
  return async () => {
    if (nginx.exitCode !== null) return;
    const exited = new Promise((resolve) => nginx.once('exit', resolve));
    nginx.kill('SIGTERM');
    await exited;
  };
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** An https request that accepts the test's self-signed certificate. */
function overTls(url: string, init: { method?: string; headers?: Record<string, string | number>; body?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpsRequest(url, { method: init.method ?? 'GET', headers: init.headers, rejectUnauthorized: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

const authorizationEndpoint = (discoveryJson: string) => (JSON.parse(discoveryJson) as { authorization_endpoint: string }).authorization_endpoint;

/** A GraphQL request over 1 MiB (nginx's default body limit), as JSON with its Content-Length. */
const largeQuery = JSON.stringify({ query: '{ __typename }', variables: { pad: 'x'.repeat(2 * 1024 * 1024) } });
const graphqlHeaders = { 'content-type': 'application/json', 'apollo-require-preflight': 'true', 'content-length': Buffer.byteLength(largeQuery) };

let app: TestApp;
let dir: string;
const stops: (() => Promise<void>)[] = [];

/** The real one-origin app behind TRUST_PROXY=1, on a free port, with the given public origin. */
async function listenApi(publicUrl: string): Promise<number> {
  const { server, close } = await createHttpApp({ ...app.services, config: { ...app.services.config, publicUrl, trustedProxies: 1 } }, { webRoot: path.join(app.dataDir, 'no-portal-build') });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stops.push(() => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))).then(close));
  return (server.address() as AddressInfo).port;
}

if (!available) throw new Error('nginx and openssl are required: node scripts/ensure-test-tools.mjs, or apt-get install -y nginx-light openssl');

describe('the shipped nginx configuration in front of the API', () => {
  beforeAll(async () => {
    app = await createTestApp();
    dir = await mkdtemp(path.join(os.tmpdir(), 'portal-nginx-'));
  });
  // Each test's API and nginx stop with it: two development providers on one PostgreSQL database
  // refuse each other (one instance only), as they would in production.
  afterEach(async () => {
    for (const stop of stops.splice(0).reverse()) await stop();
  });
  afterAll(async () => {
    await app?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('nginx.conf: the development provider names its endpoints with the port the browser used; large bodies and the security headers pass', async () => {
    const apiPort = await listenApi('http://localhost:3000');
    const port = await freePort();
    const site = replaced(upstreamAt(await readFile(path.join(deploy, 'nginx.conf'), 'utf8'), apiPort), /^ {4}listen 80;$/, `    listen 127.0.0.1:${port};`);
    const plainDir = path.join(dir, 'plain');
    await mkdir(plainDir);
    stops.push(await startNginx(plainDir, site, port));
    const base = `http://127.0.0.1:${port}`;

    expect(authorizationEndpoint(await (await fetch(`${base}/oidc/.well-known/openid-configuration`)).text())).toBe(`${base}/oidc/auth`);

    const answer = await fetch(`${base}/api/graphql`, { method: 'POST', headers: { ...graphqlHeaders, 'content-length': String(graphqlHeaders['content-length']) }, body: largeQuery });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ data: { __typename: 'Query' } });

    const health = await fetch(`${base}/healthz`);
    expect(health.headers.get('x-content-type-options')).toBe('nosniff');
    expect(health.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(health.headers.get('strict-transport-security')).toBeNull();
  });

  it('nginx-tls.conf: https endpoints with the port, HSTS once on every answer, http redirected, HTTP/2 uploads keep their length', async () => {
    const apiPort = await listenApi('https://portal.example');
    const [httpPort, tlsPort] = [await freePort(), await freePort()];
    const tlsDir = path.join(dir, 'tls');
    await mkdir(tlsDir);
    const [cert, key] = [path.join(tlsDir, 'cert.pem'), path.join(tlsDir, 'key.pem')];
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-keyout', key, '-out', cert], { stdio: 'ignore' });
    let site = upstreamAt(await readFile(path.join(deploy, 'nginx-tls.conf'), 'utf8'), apiPort);
    site = replaced(site, /^ {4}listen 80;$/, `    listen 127.0.0.1:${httpPort};`);
    site = replaced(site, /^ {4}listen 443 ssl http2;$/, `    listen 127.0.0.1:${tlsPort} ssl http2;`);
    site = replaced(site, /^ {4}ssl_certificate \S+;$/, `    ssl_certificate ${cert};`);
    site = replaced(site, /^ {4}ssl_certificate_key \S+;$/, `    ssl_certificate_key ${key};`);
    stops.push(await startNginx(tlsDir, site, tlsPort));
    const base = `https://127.0.0.1:${tlsPort}`;

    const discovery = await overTls(`${base}/oidc/.well-known/openid-configuration`);
    expect(authorizationEndpoint(discovery.body)).toBe(`${base}/oidc/auth`);
    // The API sends HSTS too (PUBLIC_URL is https): the proxy's replaces it, so there is one.
    for (const answer of [discovery, await overTls(`${base}/healthz`), await overTls(`${base}/assets/missing-123.js`)]) {
      expect(answer.headers['strict-transport-security']).toBe(HSTS);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    }
    expect((await overTls(`${base}/assets/missing-123.js`)).status).toBe(404);

    const redirect = await fetch(`http://127.0.0.1:${httpPort}/hr/salaries?x=1`, { redirect: 'manual' });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toBe('https://127.0.0.1/hr/salaries?x=1');

    // Browsers send a POST's Content-Length over HTTP/2 too; nginx must pass it (the API answers 411 without).
    const session = connectHttp2(base, { rejectUnauthorized: false });
    try {
      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const stream = session.request({ ':method': 'POST', ':path': '/api/graphql', ...graphqlHeaders });
        let status = 0;
        let body = '';
        stream.on('response', (headers) => (status = Number(headers[':status'])));
        stream.setEncoding('utf8');
        stream.on('data', (chunk: string) => (body += chunk));
        stream.on('error', reject);
        stream.on('end', () => resolve({ status, body }));
        stream.end(largeQuery);
      });
      expect(answer).toEqual({ status: 200, body: JSON.stringify({ data: { __typename: 'Query' } }) });
    } finally {
      session.close();
    }
  });
});
