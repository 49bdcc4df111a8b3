import { eq } from 'drizzle-orm';
import { EMPLOYEE_NOTIFICATION_SETTINGS, NOTIFICATION_DIGESTS, type NotificationDigest } from '../../../src/domain/notification-settings';
import { mayEditProfile } from '../access/employees';
import { requireScope } from '../access/scope';
import type { SchemaModule } from '../context';
import { companyEmployees, users } from '../db/schema';
import { findOne } from '../keystone/query';
import { lists } from '../lists';
import { auditAs } from '../audit/record';
import { badInput, forbidden } from '../lists/shared/errors';
import { connectOne } from '../lists/shared/relate';

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
        const scope = requireScope(context);
        const employee = await connectOne(context, 'CompanyEmployee', { connect: where }, 'Employee');
        if (!mayEditProfile(scope, employee)) throw forbidden('You do not have permission to change these notification settings');
        const set = Object.fromEntries(EMPLOYEE_NOTIFICATION_SETTINGS.filter((key) => data[key] != null).map((key) => [key, data[key]]));
        if (Object.keys(set).length === 0) throw badInput('No setting to change');
        await context.db.transaction(async (tx) => {
          await tx.update(companyEmployees).set(set).where(eq(companyEmployees.id, String(employee.id)));
          await auditAs(tx, context, { action: 'notification-settings', list: 'CompanyEmployee', itemId: String(employee.id), details: set });
        });
        return findOne(lists, lists.CompanyEmployee, context, String(employee.id));
      },
      async updateMyNotificationDigest(_, { digest }, context) {
        const scope = requireScope(context);
        if (!(NOTIFICATION_DIGESTS as readonly string[]).includes(digest)) throw badInput('Unknown digest choice');
        await context.db.update(users).set({ notificationDigest: digest }).where(eq(users.id, scope.userId));
        return digest;
      },
    },
  },
};
