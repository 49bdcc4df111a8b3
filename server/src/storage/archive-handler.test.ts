import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../log';
import { readZipEntries } from '../testing/zip-entries';
import type { ArchiveEntry } from './archive-exports';
import { createArchiveHandler } from './archive-handler';
import { signArchiveUrl } from './archive-url';
import type { FileStorage } from './file-storage';
import { createLocalFileStorage } from './local-file-storage';

const secret = 'archive-handler-secret-0123456789';
const ids = { three: '00000000-0000-4000-8000-000000000001', missing: '00000000-0000-4000-8000-000000000002', many: '00000000-0000-4000-8000-000000000003' };
let root: string;
let storage: FileStorage;
let server: Server;
let base: string;
const manifests = new Map<string, ArchiveEntry[]>();
const served: Promise<void>[] = [];

const pdf = (size: number, seed: number) => {
  const bytes = new Uint8Array(size).map((_, i) => (i * seed) % 251);
  bytes.set(new TextEncoder().encode('%PDF-1.7\n'));
  return bytes;
};
const save = async (bytes: Uint8Array<ArrayBuffer>, name: string) => (await storage.save(new File([bytes], name), { accept: ['pdf'], maxBytes: 4 * 1024 * 1024 })).key;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'archive-test-'));
  storage = createLocalFileStorage(root);
  const handler = createArchiveHandler({ storage, secret, log: createLogger('silent'), loadEntries: async (id) => manifests.get(id) ?? null });
  server = createServer((req, res) => void served.push(handler(req, res)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await rm(root, { recursive: true, force: true });
});

describe('archive handler', () => {
  it('streams a ZIP whose entries are the stored bytes under the recorded names', async () => {
    const files = [pdf(300 * 1024, 7), pdf(10, 3), pdf(2 * 1024 * 1024, 5)];
    const names = ['Relevé été.pdf', 'invoice.pdf', 'invoice (2).pdf'];
    manifests.set(ids.three, await Promise.all(files.map(async (bytes, i) => ({ key: await save(bytes, names[i]!), name: names[i]! }))));
    const res = await fetch(base + signArchiveUrl(secret, { id: ids.three, filename: 'accounting-documents.zip' }));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toContain('filename="accounting-documents.zip"');
    const entries = await readZipEntries(Buffer.from(await res.arrayBuffer()));
    expect(entries.map((e) => e.name)).toEqual(names);
    entries.forEach((entry, i) => expect(Buffer.compare(entry.bytes, Buffer.from(files[i]!))).toBe(0));
  });

  it('refuses a tampered or expired link (403) and an archive it does not know (404)', async () => {
    const url = signArchiveUrl(secret, { id: ids.three, filename: 'a.zip' });
    expect((await fetch(base + url.replace('a.zip', 'b.zip'))).status).toBe(403);
    expect((await fetch(base + signArchiveUrl(secret, { id: ids.three, filename: 'a.zip' }, 300, Date.now() - 301_000))).status).toBe(403);
    expect((await fetch(base + signArchiveUrl(secret, { id: '00000000-0000-4000-8000-0000000000ff', filename: 'a.zip' }))).status).toBe(404);
  });

  it('fails the download rather than send a ZIP without a missing file', async () => {
    manifests.set(ids.missing, [
      { key: await save(pdf(100, 2), 'a.pdf'), name: 'a.pdf' },
      { key: 'f'.repeat(32), name: 'gone.pdf' },
    ]);
    const res = await fetch(base + signArchiveUrl(secret, { id: ids.missing, filename: 'a.zip' }));
    await expect(res.arrayBuffer()).rejects.toThrow();
  });

  it('stops reading files when the client goes away', async () => {
    const key = await save(pdf(1024 * 1024, 11), 'big.pdf');
    manifests.set(ids.many, Array.from({ length: 200 }, (_, i) => ({ key, name: `big-${i}.pdf` })));
    const before = served.length;
    const res = await fetch(base + signArchiveUrl(secret, { id: ids.many, filename: 'many.zip' }));
    const reader = res.body!.getReader();
    await reader.read();
    await reader.cancel();
    // The handler's promise settles: it neither hangs on the stopped reader nor reads all 200 MB.
    await expect(served[before]).resolves.toBeUndefined();
  });
});
