import { and, desc, sql, type SQL } from 'drizzle-orm';
import { inReadable } from '../../access/scope';
import { companyEmployees, hrMessages } from '../../db/schema';
import { employeeReadFilter } from '../company-employee/list';
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
  // An employee hidden from HR lists keeps its messages, but leaves the inbox with the list.
  return threads.filter((thread) => thread.employee != null);
}

/**
 * The caller's unread messages across every thread they may read: one count, cheap enough for the
 * navigation badge to poll. Like the inbox, only threads of employee records the caller may read.
 */
export async function unreadForReader(context: GraphQLContext): Promise<number> {
  const scope = context.scope;
  if (!scope) return 0;
  const readable = hrMessageReadFilter(context);
  const employees = inReadable(hrMessages.employeeId, companyEmployees.id, companyEmployees, employeeReadFilter(context));
  if (readable === false || employees === false) return 0;
  const [row] = await context.db
    .select({ n: sql<number>`count(*)::int` })
    .from(hrMessages)
    .where(and(...[readable, employees].filter((c): c is SQL => c !== true), unreadCondition(scope.userId)));
  return Number(row?.n ?? 0);
}
