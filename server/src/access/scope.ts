import { inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { USER_FLAGS, userLevelRights, type EmployeeRoleFlags, type UserFlags } from '../../../src/domain/permissions';

/**
 * The caller's reach, derived once per request from the principal (see createRequestContext):
 * which companies each employee role flag opens, and the fiduciary-wide rights of the user flags.
 * Every list's read filter and every write decision in this folder is written in these terms, so
 * the rules of decisions.md live in one layer.
 */
export interface Scope {
  userId: string;
  /** The user flags as they are; the domain's rules (permissions.ts) take them as input. */
  userFlags: UserFlags;
  /** Companies where the caller has an employee record. */
  memberOf: readonly string[];
  /** Companies where the caller's employee record has the given role flag. */
  companiesWith(flag: keyof EmployeeRoleFlags): string[];
  employeeIds: readonly string[];
  /** What the user flags open in every company, from the domain's rights table (userLevelRights). */
  provider: {
    /** canAccessAllCompanies: the fiduciary's admins (review, impersonation, audit log). */
    allCompanies: boolean;
    /** The hr right from user flags (the fiduciary's HR staff). */
    humanResources: boolean;
    /** hrSalaryAccess: the fiduciary's payroll staff, who create salary documents and controls. */
    hrSalaryAccess: boolean;
    /** The finance right from user flags (the fiduciary's accountants). */
    accounting: boolean;
    /** The taxation right from user flags (the fiduciary's tax staff). */
    taxation: boolean;
    /** The companyContacts right from user flags (the fiduciary's account managers). */
    contacts: boolean;
    /** canManageAccounts: user accounts and their role flags are theirs to see. */
    accounts: boolean;
  };
}

/** What a scope is computed from: a Principal's user and employee records (or a test's fake). */
export interface ScopeSource {
  user: { id: string } & UserFlags;
  employees: readonly ({ id: string; companyId: string } & EmployeeRoleFlags)[];
}

export function createScope({ user, employees }: ScopeSource): Scope {
  const ids = (list: ScopeSource['employees']) => [...new Set(list.map((e) => e.companyId))];
  const userFlags = Object.freeze(Object.fromEntries(USER_FLAGS.map((flag) => [flag, user[flag]])) as UserFlags);
  const rights = userLevelRights(userFlags);
  // Frozen: scopeOf shares one scope between the requests of a kept principal.
  return Object.freeze({
    userId: user.id,
    userFlags,
    memberOf: Object.freeze(ids(employees)),
    companiesWith: (flag: keyof EmployeeRoleFlags) => ids(employees.filter((e) => e[flag])),
    employeeIds: Object.freeze(employees.map((e) => e.id)),
    provider: Object.freeze({
      allCompanies: userFlags.canAccessAllCompanies,
      humanResources: rights.hr,
      hrSalaryAccess: rights.hrSalaryAccess,
      accounting: rights.finance,
      taxation: rights.taxation,
      contacts: rights.companyContacts,
      accounts: userFlags.canManageAccounts,
    }),
  });
}

const scopes = new WeakMap<ScopeSource, Scope>();

/**
 * The scope of a principal, derived once per principal object (issue #43: about 10 µs a request).
 * The authenticator hands every request of a credential the same principal while it is kept
 * (auth/principal-cache.ts) and a new object once any change to it is heard, so the scope goes with
 * it; nothing writes to a principal, and the scope is frozen.
 */
export function scopeOf(principal: ScopeSource): Scope {
  let scope = scopes.get(principal);
  if (!scope) scopes.set(principal, (scope = createScope(principal)));
  return scope;
}


/** `column in (ids)`, false for an empty list (SQL has no empty IN). */
export function inIds(column: AnyPgColumn, ids: readonly string[]): SQL | false {
  return ids.length ? inArray(column, [...ids]) : false;
}

/** OR of access parts where `true` wins and `false` drops out. */
export function anyAccess(...parts: (SQL | boolean)[]): SQL | boolean {
  if (parts.some((p) => p === true)) return true;
  const sqlParts = parts.filter((p): p is SQL => typeof p !== 'boolean');
  if (sqlParts.length === 0) return false;
  if (sqlParts.length === 1) return sqlParts[0] as SQL;
  return sql`(${sql.join(sqlParts, sql` or `)})`;
}

/**
 * `column in (select selected from table where filter)`: rows whose foreign key points at a row the
 * caller may read. `true` passes through (every key points at some row), `false` too.
 */
export function inReadable(column: AnyPgColumn, selected: AnyPgColumn, table: PgTable, filter: SQL | boolean): SQL | boolean {
  if (typeof filter === 'boolean') return filter;
  return sql`${column} in (select ${selected} from ${table} where ${filter})`;
}
