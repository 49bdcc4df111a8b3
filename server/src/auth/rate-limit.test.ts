import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { parsePoolMode } from '../db/pool-mode';
import { rateLimitEvents } from '../db/schema';
import { scratchDatabase } from '../testing/scratch-database';
import { hitRateLimit } from './rate-limit';

// On PostgreSQL the attempts really run at once, on several pooled connections, as they would from
// several API processes; on PGlite they interleave on its one connection.
const backends = [{ backend: 'PGlite', postgres: null }, ...(process.env.DATABASE_URL ? [{ backend: 'PostgreSQL', postgres: process.env.DATABASE_URL }] : [])];

describe.each(backends)('hitRateLimit ($backend)', ({ postgres }) => {
  let database: Database;
  let drop = () => Promise.resolve();
  beforeEach(async () => {
    const scratch = postgres ? await scratchDatabase(postgres) : null;
    if (scratch) drop = scratch.drop;
    database = await openDatabase({ url: scratch?.url ?? null, dir: null, poolMode: parsePoolMode(process.env.DATABASE_POOL_MODE) });
  });
  afterEach(async () => {
    await database.close();
    await drop();
  });

  it('lets exactly `limit` attempts through when they all arrive at once', async () => {
    const refused = await Promise.all(Array.from({ length: 12 }, () => hitRateLimit(database.db, 'test:burst', 5, 60_000)));
    expect(refused.filter((r) => !r)).toHaveLength(5);
    expect(await database.db.select().from(rateLimitEvents).where(eq(rateLimitEvents.bucket, 'test:burst'))).toHaveLength(5);
  });

  it('counts each bucket on its own', async () => {
    expect(await hitRateLimit(database.db, 'test:a', 1, 60_000)).toBe(false);
    expect(await hitRateLimit(database.db, 'test:a', 1, 60_000)).toBe(true);
    expect(await hitRateLimit(database.db, 'test:b', 1, 60_000)).toBe(false);
  });
});
