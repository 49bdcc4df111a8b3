import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '../../../scripts/bench/api-client';
import { buildMultipartUpload, type MultipartBody } from '../../../scripts/bench/multipart';
import { freePort, startServer, type ServerProcess } from '../../../scripts/bench/server-process';
import { waitForMagicLink } from '../../../scripts/bench/sign-in';
import { makePdf } from '../db/seed/pdf';
import { readOutbox } from '../mail/outbox';
import { startS3TestServer } from '../testing/s3-test-server';
import { scratchDatabase } from '../testing/scratch-database';
import { referencedKeys } from '../testing/server-crash';

// The production shape in small (README, "Production shape"): two real API processes on one
// PostgreSQL database and one S3 bucket (s3rver), each with a DATA_DIR of its own, as on two
// machines. The test plays the load balancer: a magic link asked for on A is redeemed on B, the
// rate limit counts both, and a batch of salary slips goes to A and B in turn, some sent again to
// the other one with the same uploadKey (the upload queue's retry after a lost answer). Every file
// must exist once, and every download link works on either instance. PostgreSQL only (the file
// name keeps it out of the PGlite suite): an embedded database cannot be shared.

const FILES = 100;
const CONCURRENCY = 4;
const DATE = '2032-02-29';
const EMAIL = 'payroll@demo.test';
const UPLOAD = `mutation Upload($file: Upload!, $employee: ID!, $uploadKey: String!) {
  createHrSalary(data: { attachment: { upload: $file }, date: "${DATE}", type: slip, employee: { connect: { id: $employee } }, uploadKey: $uploadKey }) { id }
}`;
const SEND = 'mutation Send($email: String!) { sendUserMagicAuthLink(email: $email) }';
const REDEEM = `mutation Redeem($email: String!, $token: String!) {
  redeemUserMagicAuthToken(email: $email, token: $token) {
    ... on RedeemUserMagicAuthTokenSuccess { token }
    ... on RedeemUserMagicAuthTokenFailure { code }
  }
}`;
const SETTINGS_TO_DROP = ['SMTP_URL', 'OIDC_CLIENT_ID', 'OIDC_AUDIENCE', 'WEB_ORIGINS', 'NODE_ENV', 'SEED_DEMO', 'STORAGE_SWEEP_GRACE_SECONDS', 'TRUST_PROXY', 'MAINTENANCE'];

type Upload = { name: string; uploadKey: string; sha256: string; body: MultipartBody };
type Listed = { hrSalaries: { id: string; attachment: { filename: string; url: string } }[] };
type Redeemed = { redeemUserMagicAuthToken: { token?: string; code?: string } };

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

function makeUploads(employee: string): Upload[] {
  const run = randomBytes(4).toString('hex');
  return Array.from({ length: FILES }, (_, i) => {
    const name = `Sal_two_instances_${i + 1}.pdf`;
    const bytes = makePdf([`Two instances ${run}`, name]);
    const uploadKey = `two-${run}-${i + 1}`;
    return { name, uploadKey, sha256: sha256(bytes), body: buildMultipartUpload(UPLOAD, { file: null, employee, uploadKey }, { 'variables.file': { name, type: 'application/pdf', bytes } }) };
  });
}

/**
 * Upload i goes to instance i % 2. Every tenth, from the 4th, is also sent to the other instance at
 * the same moment (the first request still running when the retry arrives); every tenth, from the
 * 8th, again once the first answered. Answers: the id each request got, per upload.
 */
async function sendBatch(clients: [ApiClient, ApiClient], uploads: Upload[]): Promise<string[][]> {
  const send = (client: ApiClient, upload: Upload) => client.upload<{ createHrSalary: { id: string } }>(upload.body).then((data) => data.createHrSalary.id);
  const answers: string[][] = [];
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < uploads.length; i = next++) {
      const upload = uploads[i]!;
      const [first, other] = i % 2 === 0 ? clients : [clients[1], clients[0]];
      if (i % 10 === 3) answers[i] = await Promise.all([send(first, upload), send(other, upload)]);
      else if (i % 10 === 7) answers[i] = [await send(first, upload), await send(other, upload)];
      else answers[i] = [await send(first, upload)];
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return answers;
}

/** The signed path of a download link, fetched from `base` (links are same-origin paths, whichever instance signed them). */
async function download(base: string, url: string): Promise<{ status: number; sha256: string }> {
  const response = await fetch(new URL(url, base));
  return { status: response.status, sha256: sha256(new Uint8Array(await response.arrayBuffer())) };
}

async function mailsTo(dataDirs: string[], email: string): Promise<number> {
  const outboxes = await Promise.all(dataDirs.map((dir) => readOutbox(path.join(dir, 'outbox'))));
  return outboxes.flat().filter((mail) => mail.to.includes(email)).length;
}

async function query<T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

describe('two API instances on one PostgreSQL database and one bucket', () => {
  it('share the sign-in, the rate limits, the idempotency keys and the job queue: a 100-file batch sent to both in turn is stored exactly once', { timeout: 120_000 }, async () => {
    const bucket = await startS3TestServer();
    const database = await scratchDatabase(process.env.DATABASE_URL!, 'two');
    const dataDirs = [await mkdtemp(path.join(tmpdir(), 'portal-a-')), await mkdtemp(path.join(tmpdir(), 'portal-b-'))];
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: database.url,
      STORAGE_URL: bucket.url,
      // The same on both, as it must be (README): B checks the download links A signs.
      SECRET: randomBytes(24).toString('base64url'),
      // The origin users would reach through the reverse proxy.
      PUBLIC_URL: 'http://portal.test',
      // Several instances need an external identity provider (the development one serves one
      // instance only); never contacted here, as magic-link sessions are not JWTs.
      OIDC_ISSUER: 'http://127.0.0.1:9/external-issuer',
      NOTIFY_WORKERS: 'true',
      NOTIFY_BATCH_SECONDS: '0',
      NOTIFY_POLLING_SECONDS: '1',
    };
    for (const name of SETTINGS_TO_DROP) delete env[name];
    const servers: ServerProcess[] = [];
    const logs = dataDirs.map((dir) => path.join(dir, 'server.log'));
    try {
      // Both start at once on the empty database: the migrations and the demo seed run once.
      const starts = await Promise.allSettled(
        dataDirs.map(async (dir, i) => {
          const port = await freePort();
          const server = await startServer({ ...env, PORT: String(port), DATA_DIR: dir }, port, logs[i]!, { program: 'sources' });
          servers.push(server);
          return server;
        }),
      );
      const started = starts.map((start) => {
        if (start.status === 'rejected') throw start.reason;
        return start.value;
      });
      const [a, b] = started as [ServerProcess, ServerProcess];
      const clients: [ApiClient, ApiClient] = [createApiClient(a.baseUrl, CONCURRENCY), createApiClient(b.baseUrl, CONCURRENCY)];
      const [onA, onB] = clients;

      // Sign-in: the link is asked for on A (and mailed from A's outbox), redeemed on B, once.
      await onA.graphql(SEND, { email: EMAIL });
      const link = await waitForMagicLink(path.join(dataDirs[0]!, 'outbox'), EMAIL, 0);
      const token = (await onB.graphql<Redeemed>(REDEEM, link)).redeemUserMagicAuthToken.token;
      expect(token).toBeTruthy();
      expect((await onA.graphql<Redeemed>(REDEEM, link)).redeemUserMagicAuthToken).toEqual({ code: 'TOKEN_REDEEMED' });
      for (const client of clients) client.setToken(token!);
      for (const client of clients) expect((await client.graphql<{ me: { email: string } }>('{ me { email } }')).me.email).toBe(EMAIL);

      // The limit of 5 links per address and 15 minutes counts the requests of both instances.
      for (let i = 0; i < 6; i++) await (i % 2 === 0 ? onB : onA).graphql(SEND, { email: EMAIL });
      expect(await mailsTo(dataDirs, EMAIL)).toBe(5);

      // The batch, A and B in turn, with retries on the other instance.
      const employee = (await onA.graphql<{ companyEmployees: { id: string }[] }>('{ companyEmployees(take: 1) { id } }')).companyEmployees[0]!.id;
      const uploads = makeUploads(employee);
      const answers = await sendBatch(clients, uploads);
      answers.forEach((ids, i) => expect(new Set(ids).size, `upload ${i + 1} and its retry on the other instance`).toBe(1));
      const ids = answers.map((answer) => answer[0]!);
      expect(new Set(ids).size).toBe(FILES);

      // Through the API of each instance: every file once, under its name, the same ids.
      const listedOn = await Promise.all(
        clients.map(async (client) => (await client.graphql<Listed>(`{ hrSalaries(where: { date: { equals: "${DATE}" } }) { id attachment { filename url } } }`)).hrSalaries),
      );
      for (const listed of listedOn) {
        expect(listed.map((row) => row.attachment.filename).sort()).toEqual(uploads.map((upload) => upload.name).sort());
        expect(new Set(listed.map((row) => row.id))).toEqual(new Set(ids));
      }

      // In the database: each uploadKey on one row; in the bucket: an object for every row's file, and none without one.
      const keyCounts = await query<{ upload_key: string; rows: number }>(database.url, "select upload_key, count(*)::int as rows from hr_salaries where upload_key like 'two-%' group by upload_key");
      expect(keyCounts.map((row) => row.upload_key).sort()).toEqual(uploads.map((upload) => upload.uploadKey).sort());
      expect(keyCounts.filter((row) => row.rows !== 1)).toEqual([]);
      const { keys } = await referencedKeys(database.url, dataDirs[0]!);
      expect(new Set(await bucket.objectKeys())).toEqual(new Set(keys));

      // Each link works on the other instance than the one that signed it, with the bytes sent.
      for (const [signer, listed] of listedOn.entries()) {
        const other = started[1 - signer]!;
        for (const row of listed) {
          const expected = uploads.find((upload) => upload.name === row.attachment.filename)!.sha256;
          expect(await download(other.baseUrl, row.attachment.url), row.attachment.filename).toEqual({ status: 200, sha256: expected });
        }
      }

      // The job queue is the database's: one notification event per stored slip (none for the
      // retries), each worked once by one of the two instances' workers.
      let jobs: { salary_id: string; state: string; retry_count: number }[] = [];
      for (const deadline = Date.now() + 20_000; Date.now() < deadline; await sleep(250)) {
        jobs = await query(database.url, "select data->'event'->>'salaryId' as salary_id, state, retry_count from pgboss.job where name = 'notification-event' and data->'event'->>'salaryId' = any($1)", [ids]);
        if (jobs.length === FILES && jobs.every((job) => job.state === 'completed')) break;
      }
      expect(jobs.map((job) => job.salary_id).sort()).toEqual([...ids].sort());
      expect(jobs.filter((job) => job.state !== 'completed' || job.retry_count !== 0)).toEqual([]);

      // Signing out on B ends the session on A too.
      await onB.graphql('mutation { signout }');
      expect((await onA.graphql<{ me: null }>('{ me { email } }')).me).toBeNull();
      for (const client of clients) client.close();
    } catch (error) {
      for (const log of logs) console.error(`--- ${log}\n${(await readFile(log, 'utf8').catch(() => '')).slice(-4000)}`);
      throw error;
    } finally {
      await Promise.all(servers.map((server) => server.stop()));
      await database.drop();
      await bucket.stop();
      await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
    }
  });
});
