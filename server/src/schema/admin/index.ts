import { alias } from 'drizzle-orm/pg-core';
import { desc, eq } from 'drizzle-orm';
import type { GraphQLContext } from '../../context';
import type { SchemaModule } from '../schema-module';
import { sessions, users } from '../../db/schema';
import { requireSignedIn } from '../../keystone/query';
import { adminRecord, adminRecords } from './records';

const PAGE_LIMIT = 100;
const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);

async function userSessions(context: GraphQLContext, userId: string, take: number) {
  const impersonator = alias(users, 'impersonator');
  const rows = await context.db
    .select({ session: sessions, impersonatorName: impersonator.name, impersonatorEmail: impersonator.email })
    .from(sessions)
    .leftJoin(impersonator, eq(impersonator.id, sessions.impersonatorId))
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.createdAt))
    .limit(clamp(take, 1, PAGE_LIMIT));
  const now = Date.now();
  return rows.map(({ session, impersonatorName, impersonatorEmail }) => ({
    id: session.id,
    startedAt: session.createdAt,
    expiresAt: session.expiresAt,
    revokedAt: session.revokedAt,
    active: !session.revokedAt && session.expiresAt.getTime() > now,
    impersonatedBy: impersonatorEmail ? (impersonatorName ?? impersonatorEmail) : null,
  }));
}

export const adminModule: SchemaModule = {
  typeDefs: /* GraphQL */ `
type PortalConfig {
  "Where /open-manager leads (MANAGER_URL); only given to users with canAccessKeystone."
  managerUrl: String
}

"A sign-in of a user: one API session (magic link or impersonation)."
type AdminUserSession {
  id: ID!
  startedAt: DateTime!
  expiresAt: DateTime!
  revokedAt: DateTime
  active: Boolean!
  "The admin who used this session to act as the user, if any."
  impersonatedBy: String
}

type AdminRecordSummary {
  list: String!
  id: ID!
  label: String!
  "The field whose value the label is (null: the label is the id), for saying it in words."
  labelField: String
}

type AdminRecordPage {
  count: Int!
  items: [AdminRecordSummary!]!
}

type AdminRelation {
  field: String!
  items: [AdminRecordSummary!]!
}

type AdminRecord {
  list: String!
  id: ID!
  label: String!
  "The field whose value the label is (null: the label is the id)."
  labelField: String
  "Field name to value, as the list stores it (files only as 'attached')."
  fields: JSON!
  relations: [AdminRelation!]!
}

extend type Query {
  portalConfig: PortalConfig!
  "Recent sessions of a user, newest first (admin tools)."
  adminUserSessions(userId: ID!, take: Int! = 20): [AdminUserSession!]!
  "Any list's items by its Keystone name, searched in its text fields (admin tools, read-only)."
  adminRecords(list: String!, search: String, take: Int! = 25, skip: Int! = 0): AdminRecordPage!
  adminRecord(list: String!, id: ID!): AdminRecord
}`,
  resolvers: {
    Query: {
      portalConfig: (_, __, context) => {
        const principal = requireSignedIn(context);
        return { managerUrl: principal.user.canAccessKeystone ? context.config.managerUrl : null };
      },
      adminUserSessions: (_, args, context) => userSessions(context, args.userId, args.take),
      // Admin tools: the access layer's rule (access/rules/queries.ts) lets only admins this far.
      adminRecords: (_, args, context) => adminRecords(context, args.list, args.search, clamp(args.take, 1, PAGE_LIMIT), Math.max(args.skip, 0)),
      adminRecord: (_, args, context) => adminRecord(context, args.list, args.id),
    },
  },
};
