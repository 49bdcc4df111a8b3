import { mkdir, rename, rm, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hrDocuments } from '../db/schema';
import { createLogger } from '../log';
import { createTestApp, type TestApp } from '../testing/test-app';
import { listFiles, pdfBytes } from '../testing/test-files';
import { partsDir, storedPath } from './startup-sweep-disk';
import { attachmentTables, referencedAmong } from './startup-sweep-references';
import { parseStorageUrl } from './storage-url';
import { startupSweepSettings, sweepHalfWrittenUploads, sweepStoredFiles, tooManyOrphans, type StartupSweepReport } from './startup-sweep';
import { newStorageKey } from './storage-key';

const GRACE_MS = 15 * 60 * 1000;
const anHourAgo = () => new Date(Date.now() - 60 * 60 * 1000);

let app: TestApp;
let root: string;

beforeAll(async () => {
  app = await createTestApp();
  root = path.join(app.dataDir, 'files');
});
afterAll(() => app.close());

type LogLine = { level: string; msg: string; [field: string]: unknown };

async function sweep(graceMs = GRACE_MS): Promise<{ report: StartupSweepReport; lines: LogLine[] }> {
  const lines: LogLine[] = [];
  const log = createLogger('debug', (line) => lines.push(JSON.parse(line) as LogLine));
  const report = await sweepStoredFiles({ db: app.services.db, filesDir: root, log, graceMs });
  return { report, lines };
}

/** A file in the storage's layout with no row, written `writtenAt`. */
async function strayFile(writtenAt: Date): Promise<string> {
  const key = newStorageKey();
  const file = storedPath(root, key);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, pdfBytes('no row'));
  await utimes(file, writtenAt, writtenAt);
  return key;
}

async function partFile(writtenAt: Date): Promise<string> {
  const name = `${newStorageKey()}.part`;
  await mkdir(partsDir(root), { recursive: true });
  await writeFile(path.join(partsDir(root), name), pdfBytes('half'));
  await utimes(path.join(partsDir(root), name), writtenAt, writtenAt);
  return name;
}

const onDisk = async () => new Set(await listFiles(root));
const relative = (key: string) => path.relative(root, storedPath(root, key));

const local = { kind: 'local' } as const;

describe('the startup sweep of the file storage', () => {
  it('removes stored files no row references and stale .part files, and logs their keys', async () => {
    const referenced = await onDisk();
    const orphan = await strayFile(anHourAgo());
    const part = await partFile(anHourAgo());

    const { report, lines } = await sweep();

    expect(report.removedOrphans).toEqual([orphan]);
    expect(report.removedParts).toEqual([part]);
    expect(await onDisk()).toEqual(referenced);
    expect(lines).toContainEqual(expect.objectContaining({ level: 'warn', msg: 'startup sweep removed stored files no row references', count: 1, keys: [orphan] }));
    expect(lines).toContainEqual(expect.objectContaining({ level: 'warn', msg: 'startup sweep removed half-written uploads', count: 1, keys: [part.replace('.part', '')] }));
    expect(lines).toContainEqual(expect.objectContaining({ level: 'info', msg: 'startup sweep finished', removedOrphans: 1, removedParts: 1, missingFiles: 0 }));
  });

  it('keeps every file a row references, however old', async () => {
    const before = await onDisk();
    expect(before.size).toBeGreaterThan(0);
    const { report } = await sweep(0);
    expect(report.removedOrphans).toEqual([]);
    expect(report.storedFiles).toBe(before.size);
    expect(await onDisk()).toEqual(before);
  });

  it('keeps orphans and .part files younger than the grace period: an upload may be in flight', async () => {
    const orphan = await strayFile(new Date(Date.now() - 60 * 1000));
    const part = await partFile(new Date());
    const { report } = await sweep();
    expect(report.removedOrphans).toEqual([]);
    expect(report.removedParts).toEqual([]);
    // Judged again by the periodic sweep once older than the grace period (periodic-sweep.test.ts).
    expect(report.youngOrphans).toEqual([orphan]);
    const files = await onDisk();
    expect(files.has(relative(orphan))).toBe(true);
    expect(files.has(path.join('tmp', part))).toBe(true);
    // Once they are older than the grace period, the next start removes them.
    expect((await sweep(0)).report).toMatchObject({ removedOrphans: [orphan], removedParts: [part] });
  });

  it('with an S3 bucket, still removes the stale .part files requests left on the local disk, and only those', async () => {
    const stale = await partFile(anHourAgo());
    const fresh = await partFile(new Date());
    const orphan = await strayFile(anHourAgo());
    const lines: LogLine[] = [];
    const log = createLogger('debug', (line) => lines.push(JSON.parse(line) as LogLine));
    expect(await sweepHalfWrittenUploads({ filesDir: root, log, graceMs: GRACE_MS })).toEqual([stale]);
    expect(lines.find((line) => line.msg === 'startup sweep removed half-written uploads')).toMatchObject({ keys: [stale.replace(/\.part$/, '')] });
    const files = await onDisk();
    expect(files.has(path.join('tmp', stale))).toBe(false);
    expect(files.has(path.join('tmp', fresh))).toBe(true);
    expect(files.has(relative(orphan))).toBe(true);
    await sweep(0); // removes what this test left, for the tests after it
  });

  it('leaves alone what is not in the storage layout', async () => {
    const foreign = [path.join(root, 'README.txt'), path.join(root, 'ab', 'cd', 'notes.txt'), path.join(partsDir(root), 'upload.tmp')];
    for (const file of foreign) {
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, 'not ours');
      await utimes(file, anHourAgo(), anHourAgo());
    }
    await sweep(0);
    const files = await onDisk();
    for (const file of foreign) expect(files.has(path.relative(root, file))).toBe(true);
    await Promise.all(foreign.map((file) => rm(file)));
  });

  it('reports a row whose file is missing, with its table and id, and keeps the row', async () => {
    const [row] = await app.services.db.select({ id: hrDocuments.id, key: hrDocuments.fileKey }).from(hrDocuments).where(isNotNull(hrDocuments.fileKey)).limit(1);
    if (!row?.key) throw new Error('no demo HR document with a file');
    const file = storedPath(root, row.key);
    await rename(file, `${file}.away`);
    try {
      const { report, lines } = await sweep(0);
      expect(report.missing).toEqual([{ table: 'hr_documents', id: row.id }]);
      expect(lines).toContainEqual(expect.objectContaining({ level: 'warn', msg: 'stored file missing for a row', table: 'hr_documents', id: row.id }));
      expect(await app.services.db.select({ id: hrDocuments.id }).from(hrDocuments).where(eq(hrDocuments.id, row.id))).toHaveLength(1);
    } finally {
      await rename(`${file}.away`, file);
    }
  });

  it('refuses to remove anything when most files have no row (the wrong database), and says so', async () => {
    const stored = (await sweep()).report.storedFiles;
    const orphans = await Promise.all(Array.from({ length: Math.max(21, Math.ceil(stored / 10) + 1) }, () => strayFile(anHourAgo())));
    const { report, lines } = await sweep();
    expect(report.refused).toBe(true);
    expect(report.removedOrphans).toEqual([]);
    const files = await onDisk();
    for (const key of orphans) expect(files.has(relative(key))).toBe(true);
    expect(lines).toContainEqual(expect.objectContaining({ level: 'error', unreferenced: orphans.length }));
    await Promise.all(orphans.map((key) => rm(storedPath(root, key))));
  });

  it('looks again, just before removing, at which keys rows reference', async () => {
    const [row] = await app.services.db.select({ key: hrDocuments.fileKey }).from(hrDocuments).where(isNotNull(hrDocuments.fileKey)).limit(1);
    const stray = newStorageKey();
    expect(await referencedAmong(app.services.db, attachmentTables(), [stray, row!.key!])).toEqual(new Set([row!.key]));
  });

  it('finds every table that stores a file key', () => {
    expect(attachmentTables().map((t) => t.name).sort()).toEqual(['accounting_documents', 'hr_documents', 'hr_messages', 'hr_salaries', 'hr_salary_workflow_documents']);
  });
});

describe('the sweep settings', () => {
  it('reads the grace period from STORAGE_SWEEP_GRACE_SECONDS, 15 minutes by default', () => {
    expect(startupSweepSettings(local, {}).graceMs).toBe(GRACE_MS);
    expect(startupSweepSettings(local, { STORAGE_SWEEP_GRACE_SECONDS: '0' }).graceMs).toBe(0);
    expect(() => startupSweepSettings(local, { STORAGE_SWEEP_GRACE_SECONDS: '-1' })).toThrow(/non-negative integer/);
    expect(() => startupSweepSettings(local, { STORAGE_SWEEP_GRACE_SECONDS: 'soon' })).toThrow(/non-negative integer/);
  });

  it('sweeps the local disk storage only, not an S3 bucket', () => {
    expect(startupSweepSettings(parseStorageUrl('file:', {}), {}).enabled).toBe(true);
    expect(startupSweepSettings(parseStorageUrl('s3://portal-files?region=eu-central-1', {}), {}).enabled).toBe(false);
  });

  it('believes a crash left a few orphans, not a tenth of the storage', () => {
    expect(tooManyOrphans(20, 50)).toBe(false);
    expect(tooManyOrphans(21, 1000)).toBe(false);
    expect(tooManyOrphans(21, 200)).toBe(true);
  });
});
