import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitEvents } from '../db/schema';

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
 * refuse). Counted in the database so the limit holds across API processes.
 */
export async function hitRateLimit(db: Db, bucket: string, limit: number, windowMs: number): Promise<boolean> {
  if (await isRateLimited(db, bucket, limit, windowMs)) return true;
  await recordRateLimitEvent(db, bucket, windowMs);
  return false;
}
