import { inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { EmployeeRoleFlags } from '../../../src/domain/permissions';
import type { EmployeeRow, GraphQLContext, Principal } from '../context';

/**
 * The caller's reach, derived once from the principal: which companies each employee role
 * flag opens, and the fiduciary-wide user flags. Every list's read filter and every mutation's
 * check is written in these terms, so the rules of decisions.md live in one layer.
 */
export interface Scope {
  userId: string;
  principal: Principal;
  /** Companies where the caller has an employee record. */
  memberOf: string[];
  /** Companies where the caller's employee record has the given role flag. */
  companiesWith(flag: keyof EmployeeRoleFlags): string[];
  employeeIds: string[];
  provider: {
    allCompanies: boolean;
    humanResources: boolean;
    accounting: boolean;
    taxation: boolean;
    accounts: boolean;
  };
}

const scopes = new WeakMap<Principal, Scope>();

export function scopeOf(principal: Principal): Scope {
  const cached = scopes.get(principal);
  if (cached) return cached;
  const { user, employees } = principal;
  const ids = (list: EmployeeRow[]) => [...new Set(list.map((e) => e.companyId))];
  const scope: Scope = {
    userId: user.id,
    principal,
    memberOf: ids(employees),
    companiesWith: (flag) => ids(employees.filter((e) => e[flag])),
    employeeIds: employees.map((e) => e.id),
    provider: {
      allCompanies: user.canAccessAllCompanies,
      humanResources: user.canManageHumanResources,
      accounting: user.canManageAccounting,
      taxation: user.canManageTaxation,
      accounts: user.canManageAccounts,
    },
  };
  scopes.set(principal, scope);
  return scope;
}

/** The scope of a signed-in caller, or null for an anonymous one (who reads nothing). */
export function contextScope(context: GraphQLContext): Scope | null {
  return context.principal ? scopeOf(context.principal) : null;
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
