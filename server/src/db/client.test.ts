import { count } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { openDatabase } from './client';
import { companies } from './schema';

it('applies the migrations to an in-memory PGlite', async () => {
  const database = await openDatabase({ url: null, dir: null });
  const [result] = await database.db.select({ n: count() }).from(companies);
  expect(result?.n).toBe(0);
  await database.close();
});

it('gives embedded PostgreSQL 16 MB of shared buffers, not 128 MB: the WebAssembly heap they fill never shrinks', async () => {
  const database = await openDatabase({ url: null, dir: null });
  const { rows } = await database.queueSql.executeSql('show shared_buffers');
  expect(rows[0]?.shared_buffers).toBe('16MB');
  await database.close();
});
