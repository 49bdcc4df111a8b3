import { asc, desc, type SQL } from 'drizzle-orm';
import { createGraphQLError } from 'graphql-yoga';
import type { ListDef } from './types';

/**
 * Keystone's `orderBy: [FooOrderByInput!]!`: exactly one key per object. The id is appended as a
 * last key so that pages are stable when the sort keys tie.
 */
export function orderToSql(list: ListDef, orderBy: readonly Record<string, unknown>[] | null | undefined): SQL[] {
  const clauses: SQL[] = [];
  for (const item of orderBy ?? []) {
    const entries = Object.entries(item).filter(([, v]) => v !== undefined && v !== null);
    if (entries.length !== 1) {
      throw createGraphQLError(`Only a single key must be passed to ${list.key}OrderByInput`, { extensions: { code: 'BAD_USER_INPUT' } });
    }
    const [key, direction] = entries[0] as [string, unknown];
    const field = list.fields[key];
    if (!field || !('column' in field) || field.order === false || field.kind === 'one' || field.kind === 'json') {
      throw createGraphQLError(`You do not have access to perform 'orderBy' operations on the fields ["${key}"].`, { extensions: { code: 'BAD_USER_INPUT' } });
    }
    clauses.push(direction === 'desc' ? desc(field.column) : asc(field.column));
  }
  clauses.push(asc(list.idColumn));
  return clauses;
}
