import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { testConfig } from '../config';
import { contentKey, pgliteVersion } from '../db/pglite-template';
import { parsePoolMode } from '../db/pool-mode';
import { seedDemo } from '../db/seed/demo';
import { createLogger } from '../log';
import { migrationsFolder } from '../paths';
import { createServices } from '../services';
import { adminQuery, databaseUrl } from './scratch-database';

// Every API test file starts from the demo data: on PGlite, the migrated template loaded, the job
// queue's tables made and the demo seeded (PDFs stored); on PostgreSQL, an empty database migrated,
// the queue's tables and the demo the same way. The result is the same every time, so it is made
// once per run and each test app starts from a copy of it: PGlite loads the seeded data directory
// (a tarball), PostgreSQL copies a template database (CREATE DATABASE … TEMPLATE), and the seeded
// files are copied into the app's own storage folder. A copy is the app's alone: no test file sees
// another's writes. createTestApp still runs the migrator, the queue's installation and seedDemo
// on the copy; they find their work done.
//
// The template is made again when anything it is made from changes: the migrations, the seed code
// (demo data, PDFs), the schema, the job queue's installation, PGlite's and pg-boss's versions — and
// the day, since the demo's salary months and expiry dates are relative to today.

const here = path.dirname(fileURLToPath(import.meta.url));
const SOURCES = [migrationsFolder, path.join(here, '../db/seed'), path.join(here, '../db/schema.ts'), path.join(here, '../notifications/queue.ts')];
const pgBossVersion = (createRequire(import.meta.url)('pg-boss/package.json') as { version: string }).version;

/** Templates of other keys older than this are removed when a new one is made (no run still uses them). */
const STALE_AFTER_MS = 24 * 3600 * 1000;

export type SeededTemplate =
  /** PGlite: the seeded data directory to load, and the folder of the seeded files. */
  | { kind: 'pglite'; dataDir: Blob; files: string }
  /** PostgreSQL: the template database to copy, and the folder of the seeded files. */
  | { kind: 'postgres'; database: string; files: string };

function keyOfToday(now: Date): string {
  return contentKey(SOURCES, [pgliteVersion, pgBossVersion, now.toISOString().slice(0, 10)]);
}

const made = new Map<string, Promise<SeededTemplate>>();

/**
 * The seeded template for PGlite (`databaseUrl` null) or for the PostgreSQL server `databaseUrl`
 * points at: from the cache (system temporary folder, template databases) or made now. Several
 * processes starting at once may each make their own; each is complete before it is named.
 */
export function seededTemplate(databaseUrl: string | null): Promise<SeededTemplate> {
  const now = new Date();
  const key = keyOfToday(now);
  const id = `${databaseUrl ?? 'pglite'} ${key}`;
  let template = made.get(id);
  if (!template) {
    template = databaseUrl ? postgresTemplate(databaseUrl, key, now) : pgliteTemplate(key, now);
    template.catch(() => made.delete(id));
    made.set(id, template);
  }
  return template;
}

/** Makes the demo data in `dataDir` (files) and the database `databaseUrl` names (PGlite in memory when null); `dump` reads PGlite's data directory before it closes. */
async function seedInto(dataDir: string, databaseUrl: string | null, now: Date, dump?: (client: PGlite) => Promise<void>): Promise<void> {
  const config = testConfig({ dataDir, databaseUrl, databasePoolMode: parsePoolMode(process.env.DATABASE_POOL_MODE) });
  config.notifications = { ...config.notifications, workers: false };
  const services = await createServices(config, createLogger('silent'), { inMemoryDb: true });
  try {
    const { seeded } = await seedDemo({ db: services.db, storage: services.storage, now });
    if (!seeded) throw new Error('the seeded template was made on a database that already held the demo data');
    await services.notifications.stop({ graceful: true });
    await dump?.((services.db as unknown as { $client: PGlite }).$client);
  } finally {
    await services.database.close();
  }
}

async function pgliteTemplate(key: string, now: Date): Promise<SeededTemplate> {
  const dir = path.join(tmpdir(), `portal-seeded-${key}`);
  const read = async (): Promise<SeededTemplate> => ({ kind: 'pglite', dataDir: new Blob([await readFile(path.join(dir, 'db.tar'))]), files: path.join(dir, 'files') });
  if (existsSync(dir)) return read();
  await removeStaleFolders(key);
  const partial = await mkdtemp(`${dir}.partial-`);
  try {
    await seedInto(partial, null, now, async (client) => {
      const tarball = await client.dumpDataDir('none');
      await writeFile(path.join(partial, 'db.tar'), new Uint8Array(await tarball.arrayBuffer()));
    });
    // Named once complete; another process may have named its own first (then ours goes).
    await rename(partial, dir).catch(() => undefined);
  } finally {
    await rm(partial, { recursive: true, force: true });
  }
  return read();
}

async function removeStaleFolders(key: string): Promise<void> {
  for (const name of await readdir(tmpdir())) {
    if (!name.startsWith('portal-seeded-') || name.includes(key)) continue;
    const folder = path.join(tmpdir(), name);
    const { mtimeMs } = await stat(folder).catch(() => ({ mtimeMs: Date.now() }));
    if (Date.now() - mtimeMs > STALE_AFTER_MS) await rm(folder, { recursive: true, force: true });
  }
}

// PostgreSQL: `portal_seeded_<key>_<made at, base 36 seconds>_<random>`, its files in the temporary
// folder under the same name. A database whose files are missing (another machine's temporary
// folder, cleaned) is not used.
const PREFIX = 'portal_seeded_';

async function postgresTemplate(baseUrl: string, key: string, now: Date): Promise<SeededTemplate> {
  const names = (await adminQuery<{ datname: string }>(baseUrl, 'select datname from pg_database where datname like $1 order by datname', [`${PREFIX}%`])).map((row) => row.datname);
  const filesOf = (name: string) => path.join(tmpdir(), `${name}-files`);
  const ready = names.find((name) => name.startsWith(`${PREFIX}${key}_`) && existsSync(filesOf(name)));
  if (ready) return { kind: 'postgres', database: ready, files: filesOf(ready) };

  for (const name of names) {
    const madeAt = parseInt(name.split('_')[3] ?? '', 36) * 1000;
    if (!name.includes(key) && Date.now() - madeAt > STALE_AFTER_MS) {
      await adminQuery(baseUrl, `drop database if exists "${name}" with (force)`);
      await rm(filesOf(name), { recursive: true, force: true });
    }
  }
  const suffix = `${key}_${Math.floor(Date.now() / 1000).toString(36)}_${randomBytes(4).toString('hex')}`;
  const building = `portal_seedbuild_${suffix}`;
  const name = `${PREFIX}${suffix}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-seedbuild-'));
  await adminQuery(baseUrl, `create database "${building}"`);
  try {
    await seedInto(dataDir, databaseUrl(baseUrl, building), now);
    await rename(path.join(dataDir, 'files'), filesOf(name));
    // A pooler (CI's PgBouncer) keeps its server connections to the database open after the pool
    // closed: a template must have none when it is copied.
    await adminQuery(baseUrl, 'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [building]);
    await adminQuery(baseUrl, `alter database "${building}" rename to "${name}"`);
  } catch (error) {
    await adminQuery(baseUrl, `drop database if exists "${building}" with (force)`);
    await rm(filesOf(name), { recursive: true, force: true });
    throw error;
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  return { kind: 'postgres', database: name, files: filesOf(name) };
}
