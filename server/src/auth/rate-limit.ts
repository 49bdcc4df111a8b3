import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitEvents } from '../db/schema';

/**
 * The first key of the advisory locks that serialise one bucket's check-and-record (the second is
 * the bucket's hash). Two keys, so these never meet the single-key locks of migrations and seeding.
 */
const RATE_LIMIT_LOCK_CLASS = 7_314_101;

/** Whether `bucket` already holds `limit` events in the window, without recording one. */
export async function isRateLimited(db: Db, bucket: string, limit: number, windowMs: number): Promise<boolean> {
  const since = new Date(Date.now() - windowMs);
  const [row] = await db
    .select({ n: count() })
    .from(rateLimitEvents)
    .where(and(eq(rateLimitEvents.bucket, bucket), gt(rateLimitEvents.at, since)));
  return (row?.n ?? 0) >= limit;
}

export async function recordRateLimitEvent(db: Db, bucket: string, windowMs: number): Promise<void> {
  await db.insert(rateLimitEvents).values({ bucket });
  // Rows older than the window no longer count; removing them keeps the table small.
  const since = new Date(Date.now() - windowMs);
  await db.delete(rateLimitEvents).where(and(eq(rateLimitEvents.bucket, bucket), lt(rateLimitEvents.at, since)));
}

/**
 * Records one attempt in `bucket` unless the limit is reached, and tells whether it was (true =
 * refuse). Counted in the database so the limit holds across API processes; the count and the
 * record happen under a lock on the bucket, so attempts arriving together (on one process or
 * several) cannot all see the same count below the limit and all pass.
 */
export async function hitRateLimit(db: Db, bucket: string, limit: number, windowMs: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${RATE_LIMIT_LOCK_CLASS}, hashtext(${bucket}))`);
    if (await isRateLimited(tx, bucket, limit, windowMs)) return true;
    await recordRateLimitEvent(tx, bucket, windowMs);
    return false;
  });
}
