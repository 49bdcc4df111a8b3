import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { USER_FLAGS } from '../../../../src/domain/permissions';
import { anyAccess, inReadable } from '../../access/scope';
import type { GraphQLContext } from '../../context';
import { companyEmployees, users } from '../../db/schema';
import type { ListDef, Row } from '../../keystone/types';
import { employeeReadFilter } from '../company-employee/list';

export const userExtraTypeDefs = `type UserRole {\n${USER_FLAGS.map((f) => `  ${f}: Boolean!`).join('\n')}\n}`;

/** Role flags are shown to the user themself and to the fiduciary's account managers only. */
function roleOf(row: Row, context: GraphQLContext) {
  const scope = context.scope;
  if (!scope) return null;
  const allowed = row.id === scope.userId || scope.provider.allCompanies || scope.provider.accounts;
  return allowed ? Object.fromEntries(USER_FLAGS.map((f) => [f, Boolean(row[f])])) : null;
}

export const userList: ListDef = {
  key: 'User',
  singular: 'user',
  plural: 'users',
  table: users,
  idColumn: users.id,
  fields: {
    id: { kind: 'id', column: users.id },
    email: { kind: 'text', column: users.email },
    emailHash: {
      kind: 'virtual',
      graphqlType: 'String',
      resolve: (row) => createHash('sha256').update(String(row.email).trim().toLowerCase()).digest('hex'),
    },
    name: { kind: 'text', column: users.name },
    language: { kind: 'text', column: users.language, filter: false },
    version: { kind: 'int', column: users.version },
    role: { kind: 'virtual', graphqlType: 'UserRole', resolve: roleOf },
    // The identity-provider account signing in as this user, shown where roles are (for unlinking).
    oidcSubject: { kind: 'virtual', graphqlType: 'String', resolve: (row, context) => (roleOf(row, context) ? ((row.oidcSubject as string | null) ?? null) : null) },
    employees: { kind: 'many', ref: 'CompanyEmployee', foreignColumn: companyEmployees.userId },
  },
  readFilter(context) {
    const scope = context.scope;
    if (!scope) return false;
    if (scope.provider.allCompanies || scope.provider.accounts) return true;
    // Users behind the employee records the caller may read (e.g. HR sees its staff's accounts).
    // Reading every employee record (provider HR) opens the accounts linked to one, not all accounts.
    const employees = employeeReadFilter(context);
    const linked = inReadable(users.id, companyEmployees.userId, companyEmployees, employees === true ? sql`true` : employees);
    return anyAccess(eq(users.id, scope.userId), linked);
  },
  readers: 'themself; admins and account managers; the accounts behind the employee records the caller reads',
};
