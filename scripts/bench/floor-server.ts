// The least any HTTP API must do for bench:api's requests, run as a process of its own like the API
// (`node --import tsx scripts/bench/floor-server.ts`, with the API's PORT, DATA_DIR and DATABASE_URL).
//
// - A read: take the JSON body, authenticate the bearer token with the API's own authenticator (one
//   prepared query), run the same SQL as bench:api's raw reference, answer the rows as JSON. No
//   GraphQL, no access rules, no limits.
// - An upload (multipart): stream the file part to disk while hashing it, fsync, rename into place,
//   insert its row in one transaction. No type check, no idempotency, no access rules.
//
// bench:api measures it beside the API and the raw SQL in the same run: the gap between this floor
// and the raw SQL is what any API over HTTP pays on this machine, the gap between the API and the
// floor is GraphQL's and ours.
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Transform } from 'node:stream';
import { Busboy } from '@fastify/busboy';
import { createAuthenticator } from '../../server/src/auth/authenticate';
import { loadConfig } from '../../server/src/config';
import { hrSalaries } from '../../server/src/db/schema';
import { openConfiguredDatabase } from '../../server/src/services';
import { byteTally } from '../../server/src/storage/receive-upload';
import { FLOOR_READS } from './floor-reads';

const config = loadConfig();
const database = await openConfiguredDatabase(config);
const { db } = database;
const authenticator = createAuthenticator({ db }, null);
const filesDir = path.join(config.dataDir, 'floor-files');
await mkdir(path.join(filesDir, 'tmp'), { recursive: true });

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function answer(res: http.ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

async function read(body: string): Promise<unknown> {
  const { query, variables } = JSON.parse(body) as { query: string; variables: { id: string } };
  const read = FLOOR_READS.find((candidate) => query.includes(candidate.field));
  if (!read) throw new Error('unknown read');
  const { rows } = await database.queueSql.executeSql(read.sql, [variables.id]);
  return { data: { [read.field]: rows } };
}

/** The file part to disk (hashed on the way), fsync, rename; then its row, in one transaction. */
async function upload(req: http.IncomingMessage, userId: string): Promise<unknown> {
  // Filled in by the parser's callbacks.
  const request: { variables?: { date: string; employee: string; uploadKey: string }; stored?: Promise<{ key: string; name: string; size: number; sha256: string }> } = {};
  const parser = new Busboy({ headers: { 'content-type': req.headers['content-type'] ?? '' } });
  parser.on('field', (name, value) => {
    if (name === 'operations') request.variables = (JSON.parse(value) as Required<typeof request>).variables;
  });
  parser.on('file', (_field, file, name) => {
    request.stored = (async () => {
      const key = randomUUID();
      const part = path.join(filesDir, 'tmp', `${key}.part`);
      // The API's own tally (size, first bytes, SHA-256), so the floor hashes as the API does.
      const tally = byteTally();
      const tallying = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          tally.add(chunk);
          done(null, chunk);
        },
      });
      await pipeline(file, tallying, createWriteStream(part, { flags: 'wx' }));
      const handle = await open(part, 'r');
      await handle.sync().finally(() => handle.close());
      await rename(part, path.join(filesDir, key));
      return { key, name, size: tally.size, sha256: tally.sha256() };
    })();
  });
  await pipeline(req, parser);
  const file = await request.stored;
  if (!request.variables || !file) throw new Error('no file');
  const { date, employee, uploadKey } = request.variables;
  const [row] = await db.transaction((tx) =>
    tx
      .insert(hrSalaries)
      .values({ date, type: 'slip', employeeId: employee, uploadKey, createdById: userId, fileKey: file.key, filename: file.name, filesize: file.size, sha256: file.sha256, mimetype: 'application/pdf' })
      .returning({ id: hrSalaries.id }),
  );
  return { data: { createHrSalary: { id: row!.id } } };
}

const server = http.createServer((req, res) => {
  void (async () => {
    if (req.url === '/healthz') return answer(res, 200, { ok: true });
    const request = new Request(`http://floor${req.url}`, { headers: req.headers as Record<string, string> });
    const principal = await authenticator.authenticate(request);
    if (!principal) {
      req.resume();
      return answer(res, 401, { errors: [{ message: 'not signed in' }] });
    }
    const multipart = req.headers['content-type']?.startsWith('multipart/');
    answer(res, 200, multipart ? await upload(req, principal.user.id) : await read(await readBody(req)));
  })().catch((error: unknown) => answer(res, 500, { errors: [{ message: String(error) }] }));
});
server.keepAliveTimeout = 5_000;
server.listen(Number(config.port), config.host);

const stop = () => server.close(() => void database.close().then(() => process.exit(0)));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
