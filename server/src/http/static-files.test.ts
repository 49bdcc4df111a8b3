import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../../scripts/content-security-policy.mjs';
import { createStaticHandler } from '../static-files';

let root: string;
let server: Server;
let base: string;
const script = 'console.log("portal");'.repeat(200);

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'static-'));
  await mkdir(path.join(root, 'assets'));
  await writeFile(path.join(root, 'index.html'), '<!doctype html><title>Portal</title>');
  await writeFile(path.join(root, 'assets', 'app-abc.js'), script);
  // As `npm run build` leaves them: a compressed copy beside the file, and the policy.
  await writeFile(path.join(root, 'assets', 'pre-abc.js'), script);
  await writeFile(path.join(root, 'assets', 'pre-abc.js.br'), brotliCompressSync(Buffer.from('precompressed by the build')));
  await writeFile(path.join(root, 'content-security-policy.txt'), `${contentSecurityPolicy({ VITE_OIDC_ISSUER: 'https://id.example/realm' })}\n`);
  const handler = createStaticHandler(root);
  server = createServer((req, res) => void handler(req, res)).listen(0);
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.close();
  await rm(root, { recursive: true, force: true });
});

// Node's fetch would decompress transparently, so raw bytes are read with node:http.
function get(pathname: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    import('node:http').then(({ get: httpGet }) =>
      httpGet(base + pathname, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      }).on('error', reject),
    );
  });
}

it('sends hashed assets brotli- or gzip-compressed when the browser accepts it, cached for a year', async () => {
  const br = await get('/assets/app-abc.js', { 'accept-encoding': 'gzip, deflate, br' });
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers['cache-control']).toContain('immutable');
  expect(brotliDecompressSync(br.body).toString()).toBe(script);
  expect(br.body.length).toBeLessThan(script.length / 4);
  const gzip = await get('/assets/app-abc.js', { 'accept-encoding': 'gzip' });
  expect(gunzipSync(gzip.body).toString()).toBe(script);
  const plain = await get('/assets/app-abc.js');
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body.toString()).toBe(script);
});

it('answers app routes with the shell (revalidated), missing files with 404, and never leaves the root', async () => {
  const route = await get('/hr/salaries');
  expect(route.status).toBe(200);
  expect(route.body.toString()).toContain('<title>Portal</title>');
  expect(route.headers['cache-control']).toBe('no-cache');
  expect((await get('/assets/missing.js')).status).toBe(404);
  expect((await get('/../../etc/passwd.txt')).status).toBe(404);
  expect((await get('/%2e%2e/%2e%2e/etc/passwd.txt')).status).toBe(404);
});

it('sends the copy the build compressed instead of compressing again', async () => {
  const br = await get('/assets/pre-abc.js', { 'accept-encoding': 'br' });
  expect(br.headers['content-encoding']).toBe('br');
  expect(brotliDecompressSync(br.body).toString()).toBe('precompressed by the build');
});

it('sends the build\'s Content-Security-Policy: scripts of its own origin only, framed by itself only', async () => {
  for (const pathname of ['/hr/salaries', '/assets/app-abc.js']) {
    const { headers } = await get(pathname);
    const policy = String(headers['content-security-policy']);
    expect(policy).toContain("script-src 'self';");
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toContain("connect-src 'self' https://id.example;");
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  }
});
