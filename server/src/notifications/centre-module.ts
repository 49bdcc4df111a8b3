import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { authorizeWrite, commitWrite } from '../access/run-write';
import { requireScope } from '../access/caller';
import type { GraphQLContext } from '../context';
import { notificationItems } from '../db/schema';
import { notificationReadWrites } from '../lists/user/notification-access';
import { badInput } from '../lists/shared/errors';
import type { SchemaModule } from '../schema/schema-module';
import { unreadCount } from './deliver-push';

/** The most one page of the notification centre shows. */
const MAX_TAKE = 50;
/** The most items one call marks read by id (the page the portal shows). */
const MAX_IDS = 100;

/**
 * The caller's read mark on their own notifications: run-write's rules, no audit entry (a marker of
 * their own, set each time they read, like a thread's read mark).
 */
async function markRead(context: GraphQLContext, ids: readonly string[] | null): Promise<number> {
  const userId = requireScope(context).userId;
  await authorizeWrite(context, notificationReadWrites, { list: 'User', operation: 'update', item: { userId }, changes: { readAt: true } });
  const mine = and(eq(notificationItems.recipientId, userId), isNull(notificationItems.readAt), ids ? inArray(notificationItems.id, [...ids]) : undefined);
  await commitWrite(context, {
    list: 'User',
    action: 'notifications-read',
    audit: false,
    write: async (tx) => {
      await tx.update(notificationItems).set({ readAt: sql`now()` }).where(mine);
      return userId;
    },
  });
  return unreadCount(context.db, userId);
}

export const notificationCentreModule: SchemaModule = {
  typeDefs: /* GraphQL */ `
"One notification of the caller's notification centre (the same events as the mails)."
type NotificationItem {
  id: ID!
  "What happened: salary.slip, salary.compensation, salary.work, salary.worku1, salaryWorkflowDocumentsAdded, salaryWorkflowDocumentReviewed.approved|rejected, accountingDocumentCreated, hrDocumentReviewed.approved|declined, hrDocumentExpiring, hrMessageCreated."
  kind: String!
  "The record's place in the portal."
  path: String!
  createdAt: DateTime!
  readAt: DateTime
  employeeName: String
  companyName: String
  period: String
  documentType: String
  authorName: String
  days: Int
}

extend type Query {
  "The caller's notifications, newest first."
  myNotifications(take: Int! = 20, skip: Int! = 0): [NotificationItem!]!
  "How many of the caller's notifications are unread."
  myUnreadNotificationsCount: Int!
}

extend type Mutation {
  "Marks the caller's notifications \`ids\` read; answers the unread count left."
  markNotificationsRead(ids: [ID!]!): Int!
  "Marks all the caller's notifications read; answers the unread count left (0)."
  markAllNotificationsRead: Int!
}`,
  resolvers: {
    Query: {
      async myNotifications(_, { take, skip }, context) {
        const userId = requireScope(context).userId;
        if (take < 0 || take > MAX_TAKE || skip < 0) throw badInput(`take is between 0 and ${MAX_TAKE}, skip at least 0`);
        const rows = await context.db
          .select()
          .from(notificationItems)
          .where(eq(notificationItems.recipientId, userId))
          .orderBy(desc(notificationItems.createdAt), desc(notificationItems.id))
          .limit(take)
          .offset(skip);
        return rows.map((row) => {
          const p = row.params;
          const days = p.days != null ? Number(p.days) : null;
          return {
            id: row.id,
            kind: row.kind,
            path: p.path ?? '/',
            createdAt: row.createdAt,
            readAt: row.readAt,
            employeeName: p.employeeName ?? null,
            companyName: p.companyName ?? null,
            period: p.period ?? null,
            documentType: p.documentType ?? null,
            authorName: p.authorName ?? null,
            days: Number.isInteger(days) ? days : null,
          };
        });
      },
      myUnreadNotificationsCount: (_, __, context) => unreadCount(context.db, requireScope(context).userId),
    },
    Mutation: {
      markNotificationsRead(_, { ids }, context) {
        if (ids.length > MAX_IDS) throw badInput(`At most ${MAX_IDS} notifications at once`);
        return markRead(context, ids);
      },
      markAllNotificationsRead: (_, __, context) => markRead(context, null),
    },
  },
};
