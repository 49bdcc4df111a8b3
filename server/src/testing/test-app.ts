import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { CSRF_HEADER, GRAPHQL_PATH } from '../../../src/domain/api-transport';
import { createGraphQLHandler } from '../app';
import { createAuthenticator } from '../auth/authenticate';
import { createSession } from '../auth/sessions';
import { testConfig, type Config } from '../config';
import type { Services } from '../context';
import type { Database } from '../db/client';
import { parsePoolMode } from '../db/pool-mode';
import { users } from '../db/schema';
import { seedDemo } from '../db/seed/demo';
import { createLogger } from '../log';
import { createServices } from '../services';
import { scratchDatabase } from './scratch-database';
import { seededTemplate } from './seeded-template';

export interface GraphQLResponse<T = Record<string, unknown>> {
  status: number;
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string; reason?: string } }[];
}

export interface TestApp {
  services: Services & { database: Database };
  dataDir: string;
  /** A session token for a demo user, as a redeemed magic link would give. */
  tokenFor(email: string): Promise<string>;
  /** A JSON GraphQL request through the real yoga handler (in-process, no socket). */
  gql<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>, token?: string | null, operationName?: string): Promise<GraphQLResponse<T>>;
  fetch(input: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

/**
 * The API as tests see it: real PGlite in memory (or PostgreSQL when DATABASE_URL is set — then
 * the database is emptied first), real file storage and outbox in a temp dir, demo data seeded
 * (a copy of the seeded template: seeded-template.ts).
 */
export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-test-'));
  // The demo data comes from a copy of the seeded template (seeded-template.ts) when the seeded files
  // can be copied in: on local storage, and not through a malware scanner (which records its scans).
  const template = (overrides.storage ?? { kind: 'local' }).kind === 'local' && !overrides.clamd ? await seededTemplate(process.env.DATABASE_URL || null) : null;
  if (template) await cp(template.files, path.join(dataDir, 'files'), { recursive: true });
  // Against PostgreSQL each test app gets a database of its own, dropped at close.
  const postgres = process.env.DATABASE_URL ? await scratchDatabase(process.env.DATABASE_URL, 'test', template?.kind === 'postgres' ? template.database : undefined) : null;
  // DATABASE_POOL_MODE says how the suite reaches that PostgreSQL (CI: through PgBouncer in transaction mode).
  const config = testConfig({ dataDir, databaseUrl: postgres?.url ?? null, databasePoolMode: parsePoolMode(process.env.DATABASE_POOL_MODE), ...overrides });
  // Notification workers run only in the tests that start them (notifications/*.test.ts).
  config.notifications = { ...config.notifications, workers: false, ...overrides.notifications };
  const services = await createServices(config, createLogger('silent'), { inMemoryDb: true, pgliteDataDir: template?.kind === 'pglite' ? template.dataDir : undefined });
  // On a copy of the template this finds the demo data there and seeds nothing.
  await seedDemo({ db: services.db, storage: services.storage });
  const yoga = createGraphQLHandler(services, createAuthenticator(services, null));
  const tokens = new Map<string, string>();

  const app: TestApp = {
    services,
    dataDir,
    async tokenFor(email) {
      const known = tokens.get(email);
      if (known) return known;
      const [user] = await services.db.select().from(users).where(eq(users.email, email));
      if (!user) throw new Error(`no demo user ${email}`);
      const { token } = await createSession(services.db, user.id, { ttlHours: 1 });
      tokens.set(email, token);
      return token;
    },
    fetch: (input, init) => Promise.resolve(yoga.fetch(new URL(input, 'http://localhost'), init ?? {})),
    async gql(query, variables = {}, token = null, operationName) {
      const response = await app.fetch(GRAPHQL_PATH, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [CSRF_HEADER]: 'true', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ query, variables, operationName }),
      });
      const body = (await response.json()) as Omit<GraphQLResponse, 'status'>;
      return { status: response.status, ...body } as GraphQLResponse<never>;
    },
    async close() {
      // Graceful: a delivery still running would otherwise write to the database closed below.
      await services.notifications.stop({ graceful: true });
      await services.database.close();
      await postgres?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return app;
}
