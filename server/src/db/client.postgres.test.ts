import { count } from 'drizzle-orm';
import pg from 'pg';
import { expect, it } from 'vitest';
import { openDatabase } from './client';
import { companies } from './schema';

// Runs only in the PostgreSQL suite (DATABASE_URL set; see vitest.config.ts), as CI runs it.
const baseUrl = process.env.DATABASE_URL as string;

// Two API processes starting at once against one PostgreSQL.
it('lets two processes start at once on an empty PostgreSQL database: one migrates, the other waits', async () => {
  const name = `portal_migrate_${process.pid}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`drop database if exists "${name}"`);
  await admin.query(`create database "${name}"`);
  const url = new URL(baseUrl as string);
  url.pathname = `/${name}`;
  try {
    const [a, b] = await Promise.all([openDatabase({ url: url.href, dir: null }), openDatabase({ url: url.href, dir: null })]);
    const [result] = await a.db.select({ n: count() }).from(companies);
    expect(result?.n).toBe(0);
    await Promise.all([a.close(), b.close()]);
  } finally {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
});
