// What a crash leaves in the file storage goes while the server runs, without another restart
// (issue #43, item 8); what a live upload still needs never does.
import { request, type ClientRequest } from 'node:http';
import { mkdir, readdir, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makePdf } from '../db/seed/pdf';
import { hrDocuments } from '../db/schema';
import { createLogger } from '../log';
import { buildMultipart, demoIds, graphqlUploadParts, sha256Hex } from '../testing/multipart';
import { createTestApp, type TestApp } from '../testing/test-app';
import { listenTestServer } from '../testing/test-server';
import { createPartLease, LEASE_REFRESH_MS } from './part-leases';
import { MIN_PERIODIC_GRACE_MS, periodicSweepEvery, startPeriodicSweep } from './periodic-sweep';
import { sweepHalfWrittenUploads } from './startup-sweep';
import { partsDir, storedPath } from './startup-sweep-disk';
import { newStorageKey } from './storage-key';

const MINUTE = 60 * 1000;
const GRACE_MS = 15 * MINUTE;
const anHourAgo = () => new Date(Date.now() - 60 * MINUTE);

let app: TestApp;
let root: string;
type LogLine = { level: string; msg: string; keys?: string[] };
const lines: LogLine[] = [];
const log = createLogger('debug', (line) => lines.push(JSON.parse(line) as LogLine));

beforeAll(async () => {
  app = await createTestApp();
  root = path.join(app.dataDir, 'files');
  await mkdir(partsDir(root), { recursive: true });
});
afterAll(() => app.close());

async function partFile(writtenAt = new Date()): Promise<string> {
  const file = path.join(partsDir(root), `${newStorageKey()}.part`);
  await writeFile(file, 'half an upload');
  await utimes(file, writtenAt, writtenAt);
  return file;
}

const exists = (file: string) => stat(file).then(() => true, () => false);
const leases = async () => (await readdir(partsDir(root))).filter((name) => name.endsWith('.lease'));

describe('how often the sweep runs', () => {
  it('a third of the grace period, at most hourly, and not at all below two lease refreshes', () => {
    expect(periodicSweepEvery(GRACE_MS)).toBe(5 * MINUTE);
    expect(periodicSweepEvery(MIN_PERIODIC_GRACE_MS)).toBe(MIN_PERIODIC_GRACE_MS / 3);
    expect(MIN_PERIODIC_GRACE_MS).toBe(2 * LEASE_REFRESH_MS);
    expect(periodicSweepEvery(MIN_PERIODIC_GRACE_MS - 1)).toBeNull();
    // STORAGE_SWEEP_GRACE_SECONDS=0: a start where nothing else writes (the crash test) sweeps once.
    expect(periodicSweepEvery(0)).toBeNull();
    expect(periodicSweepEvery(7 * 24 * 60 * MINUTE)).toBe(60 * MINUTE);
  });
});

describe('the periodic sweep (a short grace period)', () => {
  it('removes parts older than the grace period without a restart, and never one being written or held by a request', { timeout: 20_000 }, async () => {
    const graceMs = 800;
    const stale = await partFile(anHourAgo());
    const abandoned = await partFile();
    const writing = await partFile();
    const held = await partFile();
    // A live upload writes as its bytes arrive; a request holding a finished part has it in its lease.
    const writer = setInterval(() => void writeFile(writing, 'more bytes', { flag: 'a' }), 100);
    const release = createPartLease(partsDir(root), 100).hold([held]);
    const sweep = startPeriodicSweep({ filesDir: root, log, graceMs, everyMs: 100 });
    try {
      await vi.waitFor(async () => expect(await exists(stale)).toBe(false), { timeout: 5000, interval: 50 });
      expect(await exists(abandoned)).toBe(true);
      await vi.waitFor(async () => expect(await exists(abandoned)).toBe(false), { timeout: 5000, interval: 50 });
      // Well past the grace period since the held part was written, and the writer's first byte.
      await new Promise((resolve) => setTimeout(resolve, 2 * graceMs));
      expect(await exists(writing)).toBe(true);
      expect(await exists(held)).toBe(true);
      expect(await leases()).toHaveLength(1);

      // The request answered (its lease goes with it), the upload cut off: both go in their turn.
      release();
      clearInterval(writer);
      await vi.waitFor(async () => expect([await exists(held), await exists(writing)]).toEqual([false, false]), { timeout: 5000, interval: 50 });
      expect(await leases()).toEqual([]);
      const removed = lines.filter((line) => line.msg === 'periodic sweep removed half-written uploads').flatMap((line) => line.keys ?? []);
      expect(removed.sort()).toEqual([stale, abandoned, held, writing].map((file) => path.basename(file, '.part')).sort());
    } finally {
      clearInterval(writer);
      release();
      await sweep.stop();
    }
  });

  it('stops: no sweep after stop()', async () => {
    const sweep = startPeriodicSweep({ filesDir: root, log, graceMs: 0, everyMs: 20 });
    await sweep.stop();
    const stale = await partFile(anHourAgo());
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await exists(stale)).toBe(true);
    await sweepHalfWrittenUploads({ filesDir: root, log, graceMs: 0 });
  });

  it("a dead process's lease protects nothing and is removed; a live one protects its parts from any sweep", async () => {
    const leased = await partFile(anHourAgo());
    const liveLease = path.join(partsDir(root), `${newStorageKey()}.lease`);
    await writeFile(liveLease, path.basename(leased));
    expect(await sweepHalfWrittenUploads({ filesDir: root, log, graceMs: GRACE_MS })).toEqual([]);
    await utimes(liveLease, anHourAgo(), anHourAgo());
    expect(await sweepHalfWrittenUploads({ filesDir: root, log, graceMs: GRACE_MS })).toEqual([path.basename(leased)]);
    expect(await exists(liveLease)).toBe(false);
  });

  it('removes the stored files the startup sweep found without a row once they are older than the grace period, unless a row references them by then', async () => {
    const orphan = newStorageKey();
    await mkdir(path.dirname(storedPath(root, orphan)), { recursive: true });
    await writeFile(storedPath(root, orphan), 'a file whose row never committed');
    const [row] = await app.services.db.select({ key: hrDocuments.fileKey }).from(hrDocuments).where(isNotNull(hrDocuments.fileKey)).limit(1);
    const referenced = row?.key ?? '';
    const sweep = startPeriodicSweep({ filesDir: root, log, graceMs: 500, everyMs: 100, orphans: { db: app.services.db, keys: Promise.resolve([orphan, referenced]) } });
    try {
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await exists(storedPath(root, orphan))).toBe(true);
      await vi.waitFor(async () => expect(await exists(storedPath(root, orphan))).toBe(false), { timeout: 5000, interval: 50 });
      expect(await exists(storedPath(root, referenced))).toBe(true);
      expect(lines).toContainEqual(expect.objectContaining({ level: 'warn', msg: 'periodic sweep removed stored files no row references', keys: [orphan] }));
    } finally {
      await sweep.stop();
    }
  });
});

const CREATE = 'mutation($data: HrSalaryWorkflowCreateInput!) { createHrSalaryWorkflow(data: $data) { id documents { document { filesize sha256 } } } }';

describe('an upload in progress over the real server', () => {
  it('keeps its finished part in its lease: a sweep leaves it, however old, and the upload is stored whole', { timeout: 60_000 }, async () => {
    const { base, stop } = await listenTestServer(app);
    const ids = await demoIds(app.services.db);
    const files = [makePdf(['Lease, first document'], { minBytes: 32 * 1024 }), makePdf(['Lease, second document'], { minBytes: 256 * 1024 })];
    const data = { company: { connect: { id: await ids.company('1001') } }, date: '2025-11-01', documents: { create: files.map(() => ({ document: { upload: null }, feedbackFg: '' })) } };
    const { body, contentType } = buildMultipart(graphqlUploadParts(CREATE, { data }, files.map((bytes, i) => ({ path: `variables.data.documents.create.${i}.document.upload`, filename: `lease-${i}.pdf`, bytes }))));
    // Everything up to the middle of the second file: the first is written, the second is arriving.
    const cut = Buffer.from(body).indexOf(Buffer.from(files[1]!)) + files[1]!.byteLength / 2;
    const parts = async () => (await readdir(partsDir(root))).filter((name) => name.endsWith('.part'));
    const stale = await partFile(anHourAgo());
    const token = await app.tokenFor('payroll@demo.test');
    // The server's lease is written on a timer: a fake one, moved on by hand below.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      let req!: ClientRequest;
      const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
        req = request(`${base}/api/graphql`, {
          method: 'POST',
          headers: { 'content-type': contentType, 'content-length': body.byteLength, 'apollo-require-preflight': 'true', authorization: `Bearer ${token}` },
        });
        req.on('response', (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        });
        req.on('error', reject);
      });
      req.write(body.subarray(0, cut));
      const sizes = async () => Promise.all((await parts()).map(async (name) => ({ name, size: (await stat(path.join(partsDir(root), name))).size })));
      await vi.waitFor(async () => expect((await sizes()).map((part) => part.size)).toContain(files[0]!.byteLength), { timeout: 10_000, interval: 50 });
      const finished = path.join(partsDir(root), (await sizes()).find((part) => part.size === files[0]!.byteLength)!.name);
      expect(await parts()).toHaveLength(3);
      // As if it had been waiting an hour for the rest of its request.
      await utimes(finished, anHourAgo(), anHourAgo());
      vi.advanceTimersByTime(LEASE_REFRESH_MS);
      await vi.waitFor(async () => expect(await leases()).toHaveLength(1), { timeout: 5000, interval: 20 });

      expect(await sweepHalfWrittenUploads({ filesDir: root, log, graceMs: GRACE_MS })).toEqual([path.basename(stale)]);
      expect(await exists(finished)).toBe(true);

      req.end(body.subarray(cut));
      const { status, text } = await answer;
      expect(status).toBe(200);
      const result = JSON.parse(text) as { data?: { createHrSalaryWorkflow: { documents: { document: { sha256: string } }[] } }; errors?: unknown };
      expect(result.errors).toBeUndefined();
      expect(result.data?.createHrSalaryWorkflow.documents.map((d) => d.document.sha256).sort()).toEqual(files.map((bytes) => sha256Hex(bytes)).sort());
      // Answered: its parts and its lease are gone.
      await vi.waitFor(async () => expect([await parts(), await leases()]).toEqual([[], []]), { timeout: 5000, interval: 20 });
    } finally {
      vi.useRealTimers();
      await stop();
    }
  });
});
