import { and, desc, sql } from 'drizzle-orm';
import { hrMessages } from '../../db/schema';
import type { GraphQLContext } from '../../context';
import { findOne } from '../../keystone/query';
import { lists } from '..';
import { hrMessageReadFilter } from './list';
import { unreadCondition } from './unread';

const MAX_THREADS = 500;

/**
 * The HR inbox: every thread the caller may read that has messages, those with unread messages
 * first, then by the latest message. Each employee is read back through its list's access.
 */
export async function hrMessageThreads(context: GraphQLContext, take: number | null, skip: number) {
  const scope = context.scope;
  if (!scope) return [];
  const readable = hrMessageReadFilter(context);
  if (readable === false) return [];
  const unread = sql<number>`count(*) filter (where ${unreadCondition(scope.userId)})::int`;
  const lastMessageAt = sql<Date>`max(${hrMessages.createdAt})`;
  const rows = await context.db
    .select({ employeeId: hrMessages.employeeId, unread, lastMessageAt })
    .from(hrMessages)
    .where(readable === true ? undefined : and(readable))
    .groupBy(hrMessages.employeeId)
    .orderBy(desc(sql`${unread} > 0`), desc(lastMessageAt), hrMessages.employeeId)
    .limit(Math.min(take ?? MAX_THREADS, MAX_THREADS))
    .offset(Math.max(0, skip));
  const threads = await Promise.all(
    rows.map(async (row) => ({ employee: await findOne(lists, lists.CompanyEmployee, context, row.employeeId), unread: row.unread, lastMessageAt: new Date(row.lastMessageAt) })),
  );
  // The messages' read filter follows the employee records'; should they ever differ, a thread
  // without a readable employee stays out of the inbox rather than showing an empty entry.
  return threads.filter((thread) => thread.employee != null);
}

/**
 * The caller's unread messages across every thread they may read: one count, cheap enough for the
 * navigation badge to poll. The messages' read filter already leaves out threads of employee
 * records the caller may not read (a hidden employee's, for company HR), so it is the only condition.
 */
export async function unreadForReader(context: GraphQLContext): Promise<number> {
  const scope = context.scope;
  if (!scope) return 0;
  const readable = hrMessageReadFilter(context);
  if (readable === false) return 0;
  const [row] = await context.db
    .select({ n: sql<number>`count(*)::int` })
    .from(hrMessages)
    .where(readable === true ? unreadCondition(scope.userId) : and(readable, unreadCondition(scope.userId)));
  return Number(row?.n ?? 0);
}
