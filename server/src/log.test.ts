import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { CSRF_HEADER, GRAPHQL_PATH } from '../../src/domain/api-transport';
import { createGraphQLHandler } from './app';
import { createAuthenticator } from './auth/authenticate';
import { createSession } from './auth/sessions';
import { hashToken } from './auth/tokens';
import { testConfig } from './config';
import { openDatabase } from './db/client';
import { users } from './db/schema';
import { seedDemo } from './db/seed/demo';
import { createLogger, describeError } from './log';
import { createServices } from './services';

const SECRET = 'a value that must never reach the log';

it("describes a failed query by PostgreSQL's own message, code and severity, and the statement without its values", async () => {
  const database = await openDatabase({ url: null, dir: null });
  try {
    const failure = await database.db.execute(sql`select * from no_such_table where name = ${SECRET}`).then(
      () => null,
      (error: unknown) => error,
    );
    const described = describeError(failure);
    expect(described).toMatchObject({ message: 'relation "no_such_table" does not exist', code: '42P01', severity: 'ERROR', query: 'select * from no_such_table where name = $1' });
    expect(described.stack).toMatch(/^DrizzleQueryError\n {4}at /);
    expect(JSON.stringify(described)).not.toContain(SECRET);
  } finally {
    await database.close();
  }
});

it('describes any other error by its message and stack, and a GraphQL error by what its resolver threw', () => {
  const thrown = new Error('disk full', { cause: new Error('ENOSPC') });
  expect(describeError(thrown)).toEqual({ message: 'disk full', stack: thrown.stack, cause: { message: 'ENOSPC', stack: (thrown.cause as Error).stack } });
  const located = Object.assign(new Error('wrapped'), { originalError: thrown, path: ['companies', 0, 'name'] });
  expect(describeError(located)).toMatchObject({ message: 'disk full', path: 'companies.0.name' });
  expect(describeError('just text')).toEqual({ message: 'just text' });
});

// The symptom of issue #43 (item 5): a request whose session query failed was logged without
// PostgreSQL's message, and Drizzle's message would have carried the token's hash.
it("logs a request whose queries fail with PostgreSQL's message and code, never the session token or its hash", async () => {
  const lines: string[] = [];
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-log-'));
  const services = await createServices(testConfig({ dataDir }), createLogger('error', (line) => lines.push(line)), { inMemoryDb: true });
  try {
    await seedDemo({ db: services.db, storage: services.storage });
    const [admin] = await services.db.select().from(users).where(eq(users.email, 'admin@demo.test'));
    const { token } = await createSession(services.db, admin!.id, { ttlHours: 1 });
    await services.db.execute(sql`alter table sessions rename to sessions_gone`);
    const yoga = createGraphQLHandler(services, createAuthenticator(services, null));
    const response = await yoga.fetch(new URL(GRAPHQL_PATH, 'http://localhost'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CSRF_HEADER]: 'true', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: '{ companiesCount }' }),
    });
    expect(JSON.stringify(await response.json())).not.toContain('sessions');
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]!) as { level: string; msg: string; error: Record<string, unknown> };
    expect(line).toMatchObject({ level: 'error', msg: 'request failed', error: { message: 'relation "sessions" does not exist', code: '42P01', severity: 'ERROR' } });
    expect(line.error.query).toContain('from "sessions"');
    expect(lines[0]).not.toContain(token);
    expect(lines[0]).not.toContain(hashToken(token));
  } finally {
    await services.notifications.stop({ graceful: true });
    await services.database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
});
