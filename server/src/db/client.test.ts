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
