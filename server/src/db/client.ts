import { mkdirSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import v8 from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder } from '../paths';
import { pgChangeFeed, pgliteChangeFeed, type ChangeFeed } from './change-feed';
import { isEmptyDataDir, migratedTemplate } from './pglite-template';
import type { PoolMode } from './pool-mode';
import { pgliteExecutor, poolExecutor, type SqlExecutor } from './sql-executor';
import { manageStatementNames } from './statement-names';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type the API codes against: PGlite and node-postgres both satisfy it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The same connection(s) for the job queue (pg-boss), which speaks SQL text, not Drizzle. */
  queueSql: SqlExecutor;
  /**
   * Runs start-up work that several API processes must not do at the same time on one database
   * (PostgreSQL: under the advisory lock the migrations take; PGlite: at once, it has one process).
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  /** Changes to signed-in state, heard through LISTEN/NOTIFY (change-feed.ts); null behind a pooler in transaction mode. */
  changes: ChangeFeed | null;
  close(): Promise<void>;
}

/**
 * PGlite's memory is one WebAssembly heap that grows and never gives back, and PostgreSQL's default
 * 128 MB of shared buffers fill it as tables are read: the API stood at 670 MiB after reading a 40 MB
 * table, 500 MiB with 16 MB of buffers. The data directory's files stay in the operating system's
 * page cache, so a block that leaves the buffers is read again from memory, not from the disk.
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/**
 * PGlite is PostgreSQL compiled to WebAssembly. V8 compiles it with its baseline compiler (Liftoff)
 * and, by default, compiles hot functions again with its optimizing one (TurboFan) in background
 * threads, whose memory stays with the process: 60 to 70 MiB of resident memory, against about 10 %
 * on small queries (measured in docs/decisions/memory.md). The embedded engine is for small installations,
 * where memory runs out first, so it keeps the baseline code. It has to be set before a PGlite is
 * created (each compiles its module), and V8 flags are per process: it also holds for whatever else
 * the process compiles from WebAssembly (nothing else does).
 */
export function keepWasmBaselineCode(): void {
  v8.setFlagsFromString('--liftoff-only');
}


/**
 * Opens the database and applies the migrations. `url` null means embedded PGlite, in `dir` or in
 * memory when `dir` is null (tests); otherwise a PostgreSQL connection string, reached directly or
 * through a pooler in `poolMode` (DATABASE_POOL_MODE; `session` when not given).
 */
export async function openDatabase(options: {
  url: string | null;
  dir: string | null;
  poolMode?: PoolMode;
  /** A new PGlite database starts from this data directory (tests: the seeded template) instead of the migrated one. */
  pgliteDataDir?: Blob;
}): Promise<Database> {
  if (options.url) {
    // A pooler in transaction mode keeps no LISTEN: no feed there (what is cached then is read again each time).
    const changes = (options.poolMode ?? 'session') === 'session' ? pgChangeFeed(options.url) : null;
    const pool = new pg.Pool({ connectionString: options.url, max: 20, onConnect: changes?.onPoolConnect });
    manageStatementNames(pool, options.poolMode ?? 'session');
    // An idle connection closed by the server (restart, failover) must not crash the process:
    // the pool drops it and opens a new one on the next query.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema });
    const exclusively = <T>(work: () => Promise<T>) => underStartupLock(pool, work);
    await exclusively(() => migratePg(db, { migrationsFolder }));
    const close = async () => {
      await changes?.close();
      await pool.end();
    };
    return { db: db as unknown as Db, kind: 'postgres', queueSql: poolExecutor(pool), exclusively, changes, close };
  }
  keepWasmBaselineCode();
  if (options.dir) mkdirSync(options.dir, { recursive: true });
  const fresh = !options.dir || isEmptyDataDir(options.dir);
  const loadDataDir = fresh ? (options.pgliteDataDir ?? (await migratedTemplate(migrationsFolder, (template) => migratePglite(drizzlePglite(template, { schema }), { migrationsFolder })))) : undefined;
  // 'memory://' rather than no path: the same in-memory database, and it starts from a tarball faster.
  const client = new PGlite(options.dir ?? 'memory://', { loadDataDir, startParams: PGLITE_START_PARAMS });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  const changes = await pgliteChangeFeed(client);
  return { db: db as unknown as Db, kind: 'pglite', queueSql: pgliteExecutor(client), exclusively: (work) => work(), changes, close: () => client.close() };
}

/** An arbitrary constant naming this application's start-up lock (migrations, job queue installation). */
const MIGRATION_LOCK_KEY = 7_314_002;

/** How long a process waits before it asks again for the start-up lock another one holds. */
const LOCK_RETRY_MS = 200;

/**
 * Several API processes may start at once against one PostgreSQL. Drizzle's migrator is not safe
 * to run concurrently, nor is pg-boss's queue creation (two processes creating one queue's
 * partition deadlock), so each takes an advisory lock first and the others wait. The lock belongs
 * to a transaction held open on a connection of its own while `work` runs on the others: a pooler
 * in transaction mode keeps one server connection for a transaction, where a session-level lock
 * would stay with whichever server connection took it, and its unlock could go to another. A
 * process waiting asks again and again rather than blocking inside a transaction, which would hold
 * a pooled server connection each: with as many processes starting as the pooler has server
 * connections, the holder's work would find none.
 */
async function underStartupLock<T>(pool: pg.Pool, work: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    for (;;) {
      await client.query('begin');
      const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_xact_lock($1) as locked', [MIGRATION_LOCK_KEY]);
      if (rows[0]?.locked) break;
      await client.query('rollback');
      await sleep(LOCK_RETRY_MS);
    }
    return await work();
  } finally {
    // Ending the transaction lets the lock go; a connection that could not end it is not reused.
    await client.query('commit').catch((error: Error) => void (broken = error));
    client.release(broken);
  }
}
