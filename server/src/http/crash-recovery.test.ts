import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '../../../scripts/bench/api-client';
import { buildMultipartUpload, type MultipartBody } from '../../../scripts/bench/multipart';
import { freePort, startServer, type ServerProcess } from '../../../scripts/bench/server-process';
import { signInByMagicLink } from '../../../scripts/bench/sign-in';
import { makePdf } from '../db/seed/pdf';
import { storedFiles } from '../testing/multipart';
import { scratchDatabase } from '../testing/scratch-database';
import { killMidBatch, referencedKeys, waitForLog } from '../testing/server-crash';

// The real server in a child process, killed with SIGKILL while a batch of uploads is being
// received, then started again on the same DATA_DIR (and database): the portal's upload queue
// resends every file with its uploadKey, and each must end up stored exactly once, with its bytes,
// and no file left on disk without a row. On PGlite this also proves the embedded database
// survives an unclean stop.

const FILES = 40;
const CONCURRENCY = 4;
/** The kill comes once this many files are stored: mid-batch (see killMidBatch). */
const KILL_AFTER_FILES = 12;
const DATE = '2031-01-31';
const UPLOAD = `mutation Upload($file: Upload!, $employee: ID!, $uploadKey: String!) {
  createHrSalary(data: { attachment: { upload: $file }, date: "${DATE}", type: slip, employee: { connect: { id: $employee } }, uploadKey: $uploadKey }) { id }
}`;
const SETTINGS_TO_DROP = ['DATABASE_URL', 'SMTP_URL', 'OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_AUDIENCE', 'WEB_ORIGINS', 'NODE_ENV', 'SEED_DEMO', 'STORAGE_URL', 'STORAGE_SWEEP_GRACE_SECONDS'];

type Upload = { name: string; uploadKey: string; sha256: string; body: MultipartBody };

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const keyOf = (stored: string) => path.basename(stored);

/** Sends every upload, CONCURRENCY at a time, as the upload queue does; the id each one got, or its error. */
async function sendAll(client: ApiClient, uploads: Upload[]): Promise<(string | Error)[]> {
  const results: (string | Error)[] = [];
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < uploads.length; i = next++) {
      results[i] = await client
        .upload<{ createHrSalary: { id: string } }>(uploads[i]!.body)
        .then((data) => data.createHrSalary.id)
        .catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))));
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return results;
}

function makeUploads(employee: string): Upload[] {
  const run = randomBytes(4).toString('hex');
  return Array.from({ length: FILES }, (_, i) => {
    const name = `Sal_crash_${i + 1}.pdf`;
    const bytes = makePdf([`Crash recovery ${run}`, name], { minBytes: 512 * 1024 });
    const uploadKey = `crash-${run}-${i + 1}`;
    return { name, uploadKey, sha256: sha256(bytes), body: buildMultipartUpload(UPLOAD, { file: null, employee, uploadKey }, { 'variables.file': { name, type: 'application/pdf', bytes } }) };
  });
}

const backends = [{ backend: 'PGlite', postgres: null }, ...(process.env.DATABASE_URL ? [{ backend: 'PostgreSQL', postgres: process.env.DATABASE_URL }] : [])];

describe.each(backends)('a SIGKILL in the middle of a batch of uploads ($backend)', ({ postgres }) => {
  it('loses nothing: after a restart the resent batch is stored exactly once, and the half-written files are swept', { timeout: 120_000 }, async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-crash-'));
    const database = postgres ? await scratchDatabase(postgres, 'crash') : null;
    const env: NodeJS.ProcessEnv = { ...process.env, HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', NOTIFY_WORKERS: 'false' };
    for (const name of SETTINGS_TO_DROP) delete env[name];
    if (database) env.DATABASE_URL = database.url;
    const port = await freePort();
    const servers: ServerProcess[] = [];
    const start = async (extra: NodeJS.ProcessEnv, logName: string) => {
      const log = path.join(dataDir, logName);
      // The same port each time: the portal's queue resends to the same origin.
      const server = await startServer({ ...env, ...extra, PORT: String(port) }, port, log, { program: 'sources' });
      servers.push(server);
      return { server, log };
    };
    try {
      // Before the crash: a signed-in payroll user sends the batch, and the kill comes mid-file.
      const first = await start({}, 'first.log');
      const client = createApiClient(first.server.baseUrl, CONCURRENCY);
      await signInByMagicLink(client, dataDir, 'payroll@demo.test');
      const employees = await client.graphql<{ companyEmployees: { id: string }[] }>('{ companyEmployees(take: 1) { id } }');
      const uploads = makeUploads(employees.companyEmployees[0]!.id);
      const tmp = path.join(dataDir, 'files', 'tmp');
      const kill = killMidBatch(first.server.pid, tmp, KILL_AFTER_FILES);
      // Requests after the kill fail at once (connection refused), so the batch ends.
      const beforeCrash = await sendAll(client, uploads);
      kill.cancel();
      const halfWritten = await kill.killed;
      await first.server.stop();
      const answered = beforeCrash.filter((result) => typeof result === 'string');
      expect(answered.length).toBeGreaterThanOrEqual(KILL_AFTER_FILES - CONCURRENCY);
      expect(answered.length).toBeLessThan(FILES);
      const onDiskAfterKill = (await storedFiles(dataDir)).map(keyOf);

      // The restart, on the same DATA_DIR and database, sweeps with no grace period (nothing else
      // writes here), and the test waits for the sweep before resending.
      const second = await start({ STORAGE_SWEEP_GRACE_SECONDS: '0' }, 'second.log');
      const sweepLog = await waitForLog(second.log, 'startup sweep finished');
      const removedParts = sweepLog.find((line) => line.msg === 'startup sweep removed half-written uploads')?.keys ?? [];
      const removedOrphans = sweepLog.find((line) => line.msg === 'startup sweep removed stored files no row references')?.keys ?? [];
      expect(removedParts.sort()).toEqual(halfWritten.map((name) => name.replace(/\.part$/, '')).sort());
      expect((await readdir(tmp)).filter((name) => name.endsWith('.part'))).toEqual([]);

      // The queue resends every file with its uploadKey, on the session from before the crash.
      client.freshConnections();
      const afterRestart = await sendAll(client, uploads);
      expect(afterRestart.filter((result) => result instanceof Error)).toEqual([]);
      beforeCrash.forEach((id, i) => {
        if (typeof id === 'string') expect(afterRestart[i], `upload ${i + 1} answered before the crash`).toBe(id);
      });
      expect(new Set(afterRestart).size).toBe(FILES);

      // Through the API: each file once, under its name, and its bytes downloadable.
      type Listed = { hrSalaries: { id: string; attachment: { filename: string; sha256: string; url: string } }[] };
      const listed = (await client.graphql<Listed>(`{ hrSalaries(where: { date: { equals: "${DATE}" } }) { id attachment { filename sha256 url } } }`)).hrSalaries;
      expect(listed.map((row) => row.attachment.filename).sort()).toEqual(uploads.map((upload) => upload.name).sort());
      expect(new Set(listed.map((row) => row.id))).toEqual(new Set(afterRestart));
      for (const row of listed) {
        const upload = uploads.find((u) => u.name === row.attachment.filename)!;
        const response = await fetch(new URL(row.attachment.url, second.server.baseUrl));
        expect(response.status, row.attachment.filename).toBe(200);
        expect(sha256(new Uint8Array(await response.arrayBuffer())), row.attachment.filename).toBe(upload.sha256);
      }
      client.close();
      await second.server.stop();

      // On disk and in the database: every row's file present, no file without a row, each uploadKey once.
      const { keys, uploadKeys } = await referencedKeys(database?.url ?? null, dataDir);
      const onDisk = (await storedFiles(dataDir)).map(keyOf);
      expect(new Set(onDisk)).toEqual(new Set(keys));
      expect(uploadKeys.filter((key) => key.startsWith('crash-')).sort()).toEqual(uploads.map((upload) => upload.uploadKey).sort());
      // What the crash left with no row is what the sweep removed, and nothing it removed had a row.
      expect(onDiskAfterKill.filter((key) => !keys.includes(key)).sort()).toEqual([...removedOrphans].sort());
      expect(removedOrphans.filter((key) => keys.includes(key))).toEqual([]);
    } catch (error) {
      // The data directory goes below: show what the servers said first.
      for (const log of ['first.log', 'second.log']) console.error(`--- ${log}\n${(await readFile(path.join(dataDir, log), 'utf8').catch(() => '')).slice(-4000)}`);
      throw error;
    } finally {
      await Promise.all(servers.map((server) => server.stop()));
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
