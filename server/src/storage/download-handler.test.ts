import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../log';
import { createDownloadHandler } from './download-handler';
import type { FileStorage, StoredFile } from './file-storage';
import { createLocalFileStorage } from './local-file-storage';
import { signFileUrl } from './signed-url';

const secret = 'download-test-secret-0123456789';
let root: string;
let storage: FileStorage;
let server: Server;
let base: string;
let stored: StoredFile;
// Large enough to take several chunks, so streaming (not just the first read) is exercised.
const bytes = new Uint8Array(300 * 1024).map((_, i) => i % 251);
bytes.set(new TextEncoder().encode('%PDF-1.7\n'));

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'download-test-'));
  storage = createLocalFileStorage(root);
  stored = await storage.save(new File([bytes], 'Relevé été "2025".pdf'), { accept: ['pdf'], maxBytes: 1024 * 1024 });
  const handler = createDownloadHandler({ storage, secret, log: createLogger('silent') });
  server = createServer((req, res) => void handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(root, { recursive: true, force: true });
});

describe('download handler', () => {
  it('streams the stored bytes as an attachment with the original name', async () => {
    const res = await fetch(base + signFileUrl(secret, stored));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="Releve ete _2025_.pdf"; filename*=UTF-8''${encodeURIComponent(stored.filename)}`,
    );
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);
  });

  it('shows a PDF inline on ?inline=1 (salary-control preview), framable by our own origin only', async () => {
    const res = await fetch(`${base}${signFileUrl(secret, stored)}&inline=1`);
    expect(res.headers.get('content-disposition')).toMatch(/^inline; filename="Releve ete _2025_.pdf"/);
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('content-security-policy')).toBe("frame-ancestors 'self'");
    await res.arrayBuffer();
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await fetch(base + signFileUrl(secret, stored), { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(await res.text()).toBe('');
  });

  it('refuses a forged or expired link with 403 plain text', async () => {
    const forged = signFileUrl('not-the-server-secret-at-all', stored);
    const expired = signFileUrl(secret, stored, 60, Date.now() - 120_000);
    for (const url of [forged, expired, `/files/${stored.key}`]) {
      const res = await fetch(base + url);
      expect(res.status).toBe(403);
      expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(await res.text()).toBe('This download link is invalid or has expired\n');
    }
  });

  it('answers 404 for a validly signed link to a file that is gone', async () => {
    const res = await fetch(base + signFileUrl(secret, { key: 'f'.repeat(32), filename: 'gone.pdf' }));
    expect(res.status).toBe(404);
  });

  it('refuses other methods', async () => {
    const res = await fetch(base + signFileUrl(secret, stored), { method: 'POST' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
  });
});
