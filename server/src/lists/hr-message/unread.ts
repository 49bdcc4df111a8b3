import { and, eq, gt, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { hrMessageReads, hrMessages } from '../../db/schema';

/** Messages written by someone else after the reader last read the thread. */
export function unreadCondition(readerId: string): SQL {
  const readAt = sql`(select ${hrMessageReads.readAt} from ${hrMessageReads} where ${hrMessageReads.employeeId} = ${hrMessages.employeeId} and ${hrMessageReads.userId} = ${readerId})`;
  return and(ne(hrMessages.authorId, readerId), gt(hrMessages.createdAt, sql`coalesce(${readAt}, '-infinity'::timestamptz)`)) as SQL;
}

/** hrUnReadChatMessages: the unread messages of one employee's thread, for the reader. */
export async function unreadInThread(db: Db, employeeId: string, readerId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(hrMessages)
    .where(and(eq(hrMessages.employeeId, employeeId), unreadCondition(readerId)));
  return Number(row?.n ?? 0);
}

/** Marks the whole thread read for the reader, up to now. */
export async function markThreadRead(db: Db, employeeId: string, readerId: string): Promise<void> {
  await db
    .insert(hrMessageReads)
    .values({ employeeId, userId: readerId, readAt: sql`now()` as unknown as Date })
    .onConflictDoUpdate({ target: [hrMessageReads.employeeId, hrMessageReads.userId], set: { readAt: sql`now()` } });
}
