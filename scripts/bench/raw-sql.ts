import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { keepWasmBaselineCode } from '../../server/src/db/client';

/** Plain SQL access to the benchmark database, bypassing the API: the floor the API is compared with. */
export interface RawSql {
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

/** PGlite is single-process: open its directory only while no server holds it. */
export async function openRawSql(target: { url: string } | { dir: string }, poolSize = 50): Promise<RawSql> {
  if ('url' in target) {
    const pool = new pg.Pool({ connectionString: target.url, max: poolSize });
    // pool.end() resolves before its idle connections are gone; when the database is then dropped
    // WITH (FORCE), their "terminating connection" error would otherwise crash the benchmark.
    pool.on('error', () => undefined);
    return {
      query: async <T>(sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows as T[],
      close: () => pool.end(),
    };
  }
  keepWasmBaselineCode(); // the engine as the API runs it
  const client = new PGlite(target.dir);
  await client.waitReady;
  return {
    query: async <T>(sql: string, params: unknown[] = []) => (await client.query<T>(sql, params)).rows,
    close: () => client.close(),
  };
}

const adminUrl = (url: string, database: string) => {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
};

/** Creates (or drops) a PostgreSQL database, connecting to the server's `postgres` database to do it. */
export async function createDatabase(serverUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl(serverUrl, 'postgres') });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
  return adminUrl(serverUrl, name);
}

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl(serverUrl, 'postgres') });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
