// The API behind PgBouncer 1.18 in transaction mode (issue #43, item 5; docs/pooler.md): with
// DATABASE_POOL_MODE=transaction it prepares no named statement, so each transaction may run on
// another server connection. Debian's PgBouncer is started here, in front of the PostgreSQL the
// suite runs on (DATABASE_URL, reached directly); CI installs it, and without it CI fails here.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, GRAPHQL_PATH } from '../../../src/domain/api-transport';
import { createGraphQLHandler } from '../app';
import { createAuthenticator } from '../auth/authenticate';
import { createSession } from '../auth/sessions';
import { hashToken } from '../auth/tokens';
import { testConfig } from '../config';
import { createLogger } from '../log';
import { createServices } from '../services';
import { scratchDatabase, type ScratchDatabase } from '../testing/scratch-database';
import { openDatabase } from './client';
import { startPgBouncer, type PgBouncer } from './pgbouncer-for-tests';
import type { PoolMode } from './pool-mode';
import { users } from './schema';
import { seedDemo } from './seed/demo';

const directUrl = process.env.DATABASE_URL!;
const READS = 60;
const READ = `{
  companies(orderBy: [{ code: asc }]) { code name employees(take: 3, orderBy: [{ code: asc }]) { code name } }
  companyEmployeesCount
}`;
const SIGNED_IN = ['admin@demo.test', 'payroll@demo.test', 'hr@demo.test', 'employee@demo.test', 'multi@demo.test'];

interface Answer {
  status: number;
  body: { data?: unknown; errors?: unknown[] };
}

/** The API (its yoga handler, in-process) on `databaseUrl`, its error log lines kept in `lines`. */
async function startApi(databaseUrl: string, poolMode: PoolMode, lines: string[]) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-pgbouncer-'));
  const config = testConfig({ dataDir, databaseUrl, databasePoolMode: poolMode });
  config.notifications = { ...config.notifications, workers: false };
  const services = await createServices(config, createLogger('error', (line) => lines.push(line)), { inMemoryDb: true });
  const yoga = createGraphQLHandler(services, createAuthenticator(services, null));
  return {
    services,
    async read(token: string): Promise<Answer> {
      const response = await yoga.fetch(new URL(GRAPHQL_PATH, 'http://localhost'), {
        method: 'POST',
        headers: { 'content-type': 'application/json', [CSRF_HEADER]: 'true', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: READ }),
      });
      return { status: response.status, body: (await response.json()) as Answer['body'] };
    },
    async close() {
      await services.notifications.stop({ graceful: true });
      await services.database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

// A missing PgBouncer fails this file (startPgBouncer says how to install it; .ci/run does). When the
// suite itself goes through a pooler, vitest.config.ts leaves this file for the direct run: the
// PgBouncer started here must stand in front of PostgreSQL itself.
describe('the API through PgBouncer in transaction mode', () => {
  let scratch: ScratchDatabase;
  let bouncer: PgBouncer;
  let api: Awaited<ReturnType<typeof startApi>>;
  const lines: string[] = [];
  let tokens: string[] = [];

  beforeAll(async () => {
    scratch = await scratchDatabase(directUrl, 'pgbouncer');
    const database = new URL(scratch.url).pathname.slice(1);
    // Four server connections for the API's twenty: its transactions move between them. The alias
    // reaches the same database over two: once three of the API's connections have prepared a
    // statement there, one of them met it already prepared (the fewest that let the API start:
    // its start-up lock holds one while the migrations run on another).
    bouncer = await startPgBouncer({ target: directUrl, poolSize: 4, aliases: { portal_two_servers: { database, poolSize: 2 } } });
    api = await startApi(bouncer.urlOf(database), 'transaction', lines);
    await seedDemo({ db: api.services.db, storage: api.services.storage });
    const signedIn = await api.services.db.select({ id: users.id }).from(users).where(inArray(users.email, SIGNED_IN));
    tokens = await Promise.all(signedIn.map(async (user) => (await createSession(api.services.db, user.id, { ttlHours: 1 })).token));
  });
  afterAll(async () => {
    await api?.close();
    await bouncer?.stop();
    await scratch?.drop();
  });

  it(`answers ${READS} reads at once, each as it answers alone, and logs no error`, async () => {
    const alone = new Map<string, Answer>();
    for (const token of tokens) alone.set(token, await api.read(token));
    expect([...alone.values()].every((answer) => answer.status === 200 && !answer.body.errors)).toBe(true);
    const together = await Promise.all(Array.from({ length: READS }, (_, i) => tokens[i % tokens.length]!).map(async (token) => ({ token, answer: await api.read(token) })));
    for (const { token, answer } of together) expect(answer).toEqual(alone.get(token));
    expect(lines).toEqual([]);
  });

  it('lets two processes start at once on an empty database, and leaves no start-up lock behind', async () => {
    const empty = await scratchDatabase(directUrl, 'pgbouncer_start');
    try {
      const url = bouncer.urlOf(new URL(empty.url).pathname.slice(1));
      const started = await Promise.all([openDatabase({ url, dir: null, poolMode: 'transaction' }), openDatabase({ url, dir: null, poolMode: 'transaction' })]);
      await Promise.all(started.map((database) => database.close()));
      const direct = new pg.Client({ connectionString: empty.url });
      await direct.connect();
      try {
        const { rows } = await direct.query<{ held: number }>("select count(*)::int as held from pg_locks where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())");
        expect(rows[0]!.held).toBe(0);
      } finally {
        await direct.end();
      }
    } finally {
      await empty.drop();
    }
  });

  it("fails as reported with named statements (session mode), and logs PostgreSQL's own message and code, never a token", async () => {
    const sessionLines: string[] = [];
    const misconfigured = await startApi(bouncer.urlOf('portal_two_servers'), 'session', sessionLines);
    try {
      const answers = await Promise.all(Array.from({ length: READS }, (_, i) => misconfigured.read(tokens[i % tokens.length]!)));
      expect(answers.filter((answer) => answer.status !== 200 || answer.body.errors).length).toBeGreaterThan(0);
      const logged = sessionLines.map((line) => JSON.parse(line) as { msg: string; error?: { message?: string; code?: string; severity?: string } });
      expect(logged).toContainEqual(expect.objectContaining({ msg: 'request failed', error: expect.objectContaining({ message: 'prepared statement "authenticate_session" already exists', code: '42P05', severity: 'ERROR' }) }));
      for (const token of tokens) {
        expect(sessionLines.join('\n')).not.toContain(token);
        expect(sessionLines.join('\n')).not.toContain(hashToken(token));
      }
    } finally {
      await misconfigured.close();
    }
    // The database itself is fine: the same reads through the API in transaction mode still answer.
    expect((await api.read(tokens[0]!)).status).toBe(200);
    expect(await api.services.db.select({ n: sql<number>`count(*)::int` }).from(users).where(eq(users.email, 'admin@demo.test'))).toEqual([{ n: 1 }]);
  });
});
