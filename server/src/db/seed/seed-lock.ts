import { sql } from 'drizzle-orm';
import type { Db } from '../client';

/**
 * Serialises seeders inside their transaction: when two API processes start at once on an empty
 * PostgreSQL database, the second waits here, then finds the data and seeds nothing, instead of
 * failing on a unique code. Released at commit or rollback.
 */
export async function lockSeeding(tx: Db, name: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${name}))`);
}
