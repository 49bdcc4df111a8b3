import { and, gt, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { hrMessageReads, hrMessages } from '../../db/schema';

/** Messages written by someone else after the reader last read the thread. */
export function unreadCondition(readerId: string): SQL {
  const readAt = sql`(select ${hrMessageReads.readAt} from ${hrMessageReads} where ${hrMessageReads.employeeId} = ${hrMessages.employeeId} and ${hrMessageReads.userId} = ${readerId})`;
  return and(ne(hrMessages.authorId, readerId), gt(hrMessages.createdAt, sql`coalesce(${readAt}, '-infinity'::timestamptz)`)) as SQL;
}

/** The reader's unread messages in one employee's thread. */
export async function unreadInThread(db: Db, employeeId: string, readerId: string): Promise<number> {
  return (await unreadInThreads(db, [employeeId], readerId)).get(employeeId) ?? 0;
}

/**
 * hrUnReadChatMessages on a list: the reader's unread messages in each employee's thread that has
 * any, by employee id, counted in one grouped query (not one per row).
 */
export async function unreadInThreads(db: Db, employeeIds: string[], readerId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ employeeId: hrMessages.employeeId, n: sql<number>`count(*)::int` })
    .from(hrMessages)
    .where(and(inArray(hrMessages.employeeId, employeeIds), unreadCondition(readerId)))
    .groupBy(hrMessages.employeeId);
  return new Map(rows.map((r) => [String(r.employeeId), Number(r.n)]));
}

/** Marks the whole thread read for the reader, up to now. */
export async function markThreadRead(db: Db, employeeId: string, readerId: string): Promise<void> {
  await db
    .insert(hrMessageReads)
    .values({ employeeId, userId: readerId, readAt: sql`now()` as unknown as Date })
    .onConflictDoUpdate({ target: [hrMessageReads.employeeId, hrMessageReads.userId], set: { readAt: sql`now()` } });
}
