import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitEvents } from '../db/schema';

/**
 * Records one attempt in `bucket` and tells whether the limit is exceeded (true = refuse).
 * Counted in the database so the limit holds across API processes.
 */
export async function hitRateLimit(db: Db, bucket: string, limit: number, windowMs: number): Promise<boolean> {
  const since = new Date(Date.now() - windowMs);
  const [row] = await db
    .select({ n: count() })
    .from(rateLimitEvents)
    .where(and(eq(rateLimitEvents.bucket, bucket), gt(rateLimitEvents.at, since)));
  if ((row?.n ?? 0) >= limit) return true;
  await db.insert(rateLimitEvents).values({ bucket });
  // Old rows of this bucket no longer count; removing them keeps the table small.
  await db.delete(rateLimitEvents).where(and(eq(rateLimitEvents.bucket, bucket), lt(rateLimitEvents.at, since)));
  return false;
}
