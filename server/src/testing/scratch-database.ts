import { randomBytes } from 'node:crypto';
import pg from 'pg';

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
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  // A copy of `template` (seeded-template.ts) when given: its migrations and demo data included.
  await admin(`create database "${name}"${template ? ` template "${template}"` : ''}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  // `with (force)`: connections a test left open (a killed server's pool) must not keep it alive.
  return { url: url.href, drop: () => admin(`drop database if exists "${name}" with (force)`) };
}
