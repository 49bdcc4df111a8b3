import { and, count, eq, isNull, ne } from 'drizzle-orm';
import { USER_FLAGS, type UserFlag } from '../../../../src/domain/permissions';
import { removesOwnKeptFlag } from '../../access/manager';
import { authorizeWrite, commitWrite, type Tx } from '../../access/run-write';
import { loadWriteTarget } from '../../access/write-target';
import { requireScope } from '../../access/caller';
import type { SchemaModule } from '../../schema/schema-module';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { findOne } from '../../keystone/query';
import { lists } from '..';
import { isForeignKeyViolation, isUniqueViolation, notFound } from '../shared/errors';
import { changedValues, refused, updateVersioned } from '../shared/manager-edit';
import { judgedChanges, userWrites } from './access';
import { changedFlags, userColumns } from './fields';

const flagInputs = USER_FLAGS.map((flag) => `  ${flag}: Boolean`).join('\n');

const duplicateEmail = () => refused('BAD_USER_INPUT', 'DUPLICATE_EMAIL', 'Another user already has this email address');

/** Someone must always be able to hand out roles: the last active canManageRoles holder keeps it. */
async function refuseLosingLastRoleManager(tx: Tx, stored: typeof users.$inferSelect, flags: Partial<Record<UserFlag, boolean>>) {
  const wasActiveManager = stored.canManageRoles && stored.canSignInToApp;
  const staysActiveManager = (flags.canManageRoles ?? stored.canManageRoles) && (flags.canSignInToApp ?? stored.canSignInToApp);
  if (!wasActiveManager || staysActiveManager) return;
  // Locks the other holders' rows, so two concurrent removals cannot both see the other one left.
  const others = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.canManageRoles, true), eq(users.canSignInToApp, true), ne(users.id, stored.id)))
    .for('update');
  if (others.length === 0) throw refused('BAD_USER_INPUT', 'LAST_ROLE_MANAGER', 'This is the last user who can manage roles');
}

async function emailTaken(db: Db, email: unknown, exceptId?: string): Promise<boolean> {
  if (typeof email !== 'string') return false;
  const condition = exceptId ? and(eq(users.email, email), ne(users.id, exceptId)) : eq(users.email, email);
  const [row] = await db.select({ n: count() }).from(users).where(condition);
  return (row?.n ?? 0) > 0;
}

export const userMutations: SchemaModule = {
  typeDefs: /* GraphQL */ `
input UserCreateInput {
  email: String
  name: String
  language: String
${flagInputs}
}

input UserUpdateInput {
  email: String
  name: String
  language: String
${flagInputs}
  "null unlinks the identity-provider account; its next sign-in links the account with the user's verified email (beyond Keystone)."
  oidcSubject: String
  "The version the editor started from; a newer one on the server refuses the edit (CONFLICT)."
  expectedVersion: Int
}

extend type Mutation {
  createUser(data: UserCreateInput!): User
  "Disabling sign-in (canSignInToApp: false) ends the user's sessions at once."
  updateUser(where: UserWhereUniqueInput!, data: UserUpdateInput!): User
  """
  Deletes a user who has no history: never signed in, no employee record, no document, no audit
  event. Anyone else is refused (USER_HAS_HISTORY): disable them (canSignInToApp: false) instead.
  """
  deleteUser(where: UserWhereUniqueInput!): User
}`,
  resolvers: {
    Mutation: {
      async createUser(_, { data }, context) {
        if (data.email == null) throw refused('BAD_USER_INPUT', 'INVALID_EMAIL', 'This is not a valid email address');
        const columns = userColumns(data);
        // A new account starts with sign-in allowed and no role; granting more is a role change.
        const changes = judgedChanges({ canSignInToApp: true }, columns);
        await authorizeWrite(context, userWrites, { list: 'User', operation: 'create', item: columns, changes });
        if (await emailTaken(context.db, columns.email)) throw duplicateEmail();
        try {
          const id = await commitWrite(context, {
            list: 'User',
            action: 'create',
            details: changedValues({}, columns),
            write: async (tx) => {
              const [row] = await tx.insert(users).values(columns as typeof users.$inferInsert).returning({ id: users.id });
              return String(row?.id);
            },
          });
          return findOne(lists, lists.User, context, id);
        } catch (error) {
          if (isUniqueViolation(error)) throw duplicateEmail();
          throw error;
        }
      },

      async updateUser(_, { where, data }, context) {
        const id = where.id ?? '';
        const [stored] = await context.db.select().from(users).where(eq(users.id, id));
        if (!stored) throw notFound('User');
        const { expectedVersion, ...input } = data;
        const columns = userColumns(input);
        const flags = changedFlags(stored, columns);
        await authorizeWrite(context, userWrites, { list: 'User', operation: 'update', item: stored, changes: judgedChanges(stored, columns) });
        if (removesOwnKeptFlag(requireScope(context), id, flags)) {
          throw refused('BAD_USER_INPUT', 'OWN_FLAG_KEPT', 'You cannot remove your own canManageRoles, canAccessAllCompanies or sign-in');
        }
        if (await emailTaken(context.db, columns.email, id)) throw duplicateEmail();
        try {
          await commitWrite(context, {
            list: 'User',
            action: 'update',
            details: changedValues(stored, columns),
            write: async (tx) => {
              await refuseLosingLastRoleManager(tx, stored, flags);
              await updateVersioned(tx, users, id, expectedVersion, columns);
              // Rights are read from the database on every request; ending the sessions also signs
              // the user out of tabs that are open right now.
              if (flags.canSignInToApp === false) {
                await tx.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.userId, id), isNull(sessions.revokedAt)));
              }
              return id;
            },
          });
        } catch (error) {
          if (isUniqueViolation(error)) throw duplicateEmail();
          throw error;
        }
        return findOne(lists, lists.User, context, id);
      },

      async deleteUser(_, { where }, context) {
        const id = where.id ?? '';
        const user = await loadWriteTarget(context, lists, 'User', id, 'User');
        const [stored] = await context.db.select().from(users).where(eq(users.id, id));
        if (!stored) throw notFound('User');
        if (context.principal?.user.id === id) throw refused('BAD_USER_INPUT', 'OWN_ACCOUNT', 'You cannot delete your own account');
        // Taking a user's flags away by deleting them is a role change like any other.
        const flagsTaken = changedFlags(stored, Object.fromEntries(USER_FLAGS.map((flag) => [flag, false])));
        await authorizeWrite(context, userWrites, { list: 'User', operation: 'delete', item: stored, changes: flagsTaken });
        try {
          await commitWrite(context, {
            list: 'User',
            action: 'delete',
            details: { before: stored, after: null },
            write: async (tx) => {
              await refuseLosingLastRoleManager(tx, stored, { canManageRoles: false });
              await tx.delete(users).where(eq(users.id, id));
              return id;
            },
          });
        } catch (error) {
          // Sessions, employee records, documents and audit events point at the user: their history
          // must keep its author, so only an account nobody used can go.
          if (isForeignKeyViolation(error)) throw refused('BAD_USER_INPUT', 'USER_HAS_HISTORY', 'This user has history; disable their sign-in instead');
          throw error;
        }
        return user;
      },
    },
  },
};
