import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Runs one statement on the PostgreSQL server `baseUrl` points at, over a connection of its own (CREATE/DROP DATABASE). */
export async function adminQuery<T extends pg.QueryResultRow>(baseUrl: string, statement: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return (await client.query<T>(statement, values)).rows;
  } finally {
    await client.end();
  }
}

/** `baseUrl` with the database `name` instead of its own. */
export function databaseUrl(baseUrl: string, name: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.href;
}

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A database of its own on the PostgreSQL server `baseUrl` points at (DATABASE_URL in the
 * PostgreSQL suite), dropped afterwards: test files run in parallel, each with the production
 * migrations applied to an empty database (or a copy of the database `template`). `label` shows in
 * its name, for whoever lists them.
 */
export async function scratchDatabase(baseUrl: string, label = 'test', template?: string): Promise<ScratchDatabase> {
  const name = `portal_${label}_${process.pid}_${randomBytes(4).toString('hex')}`;
  // A copy of `template` (seeded-template.ts) when given: its migrations and demo data included.
  await adminQuery(baseUrl, `create database "${name}"${template ? ` template "${template}"` : ''}`);
  const drop = async () => {
    // `with (force)`: connections a test left open (a killed server's pool) must not keep it alive.
    await adminQuery(baseUrl, `drop database if exists "${name}" with (force)`);
  };
  return { url: databaseUrl(baseUrl, name), drop };
}
