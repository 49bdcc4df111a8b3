import { eq } from 'drizzle-orm';
import { EMPLOYEE_NOTIFICATION_SETTINGS, NOTIFICATION_DIGESTS, type NotificationDigest } from '../../../src/domain/notification-settings';
import { authorizeWrite, commitWrite, setColumns } from '../access/run-write';
import { requireScope } from '../access/caller';
import type { SchemaModule } from '../schema/schema-module';
import { companyEmployees, users } from '../db/schema';
import { findOne } from '../keystone/query';
import { lists } from '../lists';
import { companyEmployeeWrites } from '../lists/company-employee/access';
import { badInput, notFound } from '../lists/shared/errors';
import { connectOne } from '../lists/shared/relate';
import { userWrites } from '../lists/user/access';

export const notificationSettingsModule: SchemaModule = {
  typeDefs: /* GraphQL */ `
enum NotificationDigestType {
${NOTIFICATION_DIGESTS.map((d) => `  ${d}`).join('\n')}
}

input NotificationSettingsInput {
${EMPLOYEE_NOTIFICATION_SETTINGS.map((s) => `  ${s}: Boolean`).join('\n')}
}

extend type Query {
  "How the caller receives notification mails."
  myNotificationDigest: NotificationDigestType
}

extend type Mutation {
  "An employee record's notification settings: the employee and the company's HR may change them."
  updateNotificationSettings(employee: CompanyEmployeeWhereUniqueInput!, data: NotificationSettingsInput!): CompanyEmployee
  "The caller's choice: every notification at once (grouped per batch), one daily digest, or none."
  updateMyNotificationDigest(digest: NotificationDigestType!): NotificationDigestType!
}`,
  resolvers: {
    Query: {
      async myNotificationDigest(_, __, context) {
        const scope = context.scope;
        if (!scope) return null;
        const [user] = await context.db.select({ digest: users.notificationDigest }).from(users).where(eq(users.id, scope.userId));
        return (user?.digest as NotificationDigest | undefined) ?? null;
      },
    },
    Mutation: {
      async updateNotificationSettings(_, { employee: where, data }, context) {
        const employee = await connectOne(context, 'CompanyEmployee', { connect: where }, 'Employee');
        const id = String(employee.id);
        const set = Object.fromEntries(EMPLOYEE_NOTIFICATION_SETTINGS.filter((key) => data[key] != null).map((key) => [key, data[key]]));
        await authorizeWrite(context, companyEmployeeWrites, { list: 'CompanyEmployee', operation: 'update', item: employee, changes: set });
        if (Object.keys(set).length === 0) throw badInput('No setting to change');
        await commitWrite(context, {
          list: 'CompanyEmployee',
          action: 'notification-settings',
          details: set,
          write: setColumns(companyEmployees, companyEmployees.id, id, set),
        });
        return findOne(lists, lists.CompanyEmployee, context, id);
      },
      async updateMyNotificationDigest(_, { digest }, context) {
        const userId = requireScope(context).userId;
        if (!(NOTIFICATION_DIGESTS as readonly string[]).includes(digest)) throw badInput('Unknown digest choice');
        const [stored] = await context.db.select().from(users).where(eq(users.id, userId));
        if (!stored) throw notFound('User');
        const changes = { notificationDigest: digest };
        await authorizeWrite(context, userWrites, { list: 'User', operation: 'update', item: stored, changes });
        await commitWrite(context, {
          list: 'User',
          action: 'notification-digest',
          details: changes,
          write: setColumns(users, users.id, userId, changes),
        });
        return digest;
      },
    },
  },
};
