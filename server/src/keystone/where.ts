import { and, not, or, sql, type SQL } from 'drizzle-orm';
import { getTableConfig, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createGraphQLError } from 'graphql-yoga';
import type { GraphQLContext } from '../context';
import type { FieldDef, ListDef, ListKey } from './types';

export type Lists = Record<ListKey, ListDef>;
type Input = Record<string, unknown>;

const TRUE = sql`true`;
const FALSE = sql`false`;

export function accessSql(filter: SQL | boolean): SQL {
  if (filter === true) return TRUE;
  if (filter === false) return FALSE;
  return filter;
}

function allOf(parts: SQL[]): SQL {
  if (parts.length === 0) return TRUE;
  if (parts.length === 1) return parts[0] as SQL;
  return and(...parts) as SQL;
}

function anyOf(parts: SQL[]): SQL {
  if (parts.length === 0) return FALSE;
  if (parts.length === 1) return parts[0] as SQL;
  return or(...parts) as SQL;
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Keystone's scalar filters (`IDFilter`, `StringFilter`, …) on one column. */
function scalarFilter(column: AnyPgColumn, filter: Input, kind: FieldDef['kind']): SQL {
  const insensitive = filter.mode === 'insensitive';
  const col = insensitive ? sql`lower(${column})` : sql`${column}`;
  const val = (v: unknown) => (insensitive && typeof v === 'string' ? v.toLowerCase() : v);
  const parts: SQL[] = [];
  for (const [op, raw] of Object.entries(filter)) {
    if (raw === undefined || op === 'mode') continue;
    switch (op) {
      case 'equals':
        parts.push(raw === null ? sql`${column} is null` : sql`${col} = ${val(raw)}`);
        break;
      case 'in':
      case 'notIn': {
        if (raw === null) throw createGraphQLError(`Filter "${op}" cannot be null`, { extensions: { code: 'BAD_USER_INPUT' } });
        const values = (raw as unknown[]).map(val);
        const inList = values.length ? sql`${col} in (${sql.join(values.map((v) => sql`${v}`), sql`, `)})` : FALSE;
        parts.push(op === 'in' ? inList : sql`not coalesce(${inList}, false)`);
        break;
      }
      case 'lt':
        parts.push(sql`${col} < ${val(raw)}`);
        break;
      case 'lte':
        parts.push(sql`${col} <= ${val(raw)}`);
        break;
      case 'gt':
        parts.push(sql`${col} > ${val(raw)}`);
        break;
      case 'gte':
        parts.push(sql`${col} >= ${val(raw)}`);
        break;
      case 'contains':
        parts.push(sql`${col} like ${'%' + escapeLike(String(val(raw))) + '%'}`);
        break;
      case 'startsWith':
        parts.push(sql`${col} like ${escapeLike(String(val(raw))) + '%'}`);
        break;
      case 'endsWith':
        parts.push(sql`${col} like ${'%' + escapeLike(String(val(raw)))}`);
        break;
      case 'not':
        parts.push(raw === null ? sql`${column} is not null` : sql`not coalesce(${scalarFilter(column, { ...(raw as Input), ...(insensitive ? { mode: 'insensitive' } : {}) }, kind)}, false)`);
        break;
      default:
        throw createGraphQLError(`Unknown filter "${op}"`, { extensions: { code: 'BAD_USER_INPUT' } });
    }
  }
  return allOf(parts);
}

/**
 * Translates a Keystone `FooWhereInput` into SQL over the list's table. Relationship filters go
 * through the related list's read access, so a filter can never reveal rows the caller may not read.
 */
export function whereToSql(lists: Lists, list: ListDef, where: Input | null | undefined, context: GraphQLContext): SQL {
  if (!where) return TRUE;
  const parts: SQL[] = [];
  for (const [key, value] of Object.entries(where)) {
    if (value === undefined) continue;
    if (key === 'AND') parts.push(allOf((value as Input[]).map((w) => whereToSql(lists, list, w, context))));
    else if (key === 'OR') parts.push(anyOf((value as Input[]).map((w) => whereToSql(lists, list, w, context))));
    else if (key === 'NOT') parts.push(allOf((value as Input[]).map((w) => not(whereToSql(lists, list, w, context)))));
    else {
      const field = list.fields[key];
      if (!field || field.filter === false) throw createGraphQLError(`Field "${key}" cannot be filtered`, { extensions: { code: 'BAD_USER_INPUT' } });
      parts.push(fieldFilter(lists, list, field, value as Input | null, context));
    }
  }
  return allOf(parts);
}

/** The id of `{ id: { equals: "…" } }`, the whole filter; null for any other filter. */
function idEquals(value: Input): string | null {
  const keys = Object.keys(value).filter((key) => value[key] !== undefined);
  if (keys.length !== 1 || keys[0] !== 'id') return null;
  const filter = value.id as Input | null;
  if (!filter || typeof filter !== 'object') return null;
  const ops = Object.keys(filter).filter((op) => filter[op] !== undefined);
  return ops.length === 1 && ops[0] === 'equals' && typeof filter.equals === 'string' ? filter.equals : null;
}

const referencedColumn = new WeakMap<AnyPgColumn, AnyPgColumn | null>();

/**
 * Whether `column` is a NOT NULL foreign key to `ref`'s id: then every value it holds names an
 * existing row, and `column = X` is `column in (select id … where id = X)`, under NOT too. A
 * nullable one is not: `null in (empty)` is false where `null = X` is unknown, and NOT tells them apart.
 */
function referencesId(list: ListDef, column: AnyPgColumn, ref: ListDef): boolean {
  let target = referencedColumn.get(column);
  if (target === undefined) {
    const references = getTableConfig(list.table).foreignKeys.map((key) => key.reference());
    target = references.find(({ columns }) => columns.length === 1 && columns[0] === column)?.foreignColumns[0] ?? null;
    referencedColumn.set(column, target);
  }
  return column.notNull && target === ref.idColumn;
}

function fieldFilter(lists: Lists, list: ListDef, field: FieldDef, value: Input | null, context: GraphQLContext): SQL {
  switch (field.kind) {
    case 'one': {
      if (value === null) return sql`${field.column} is null`;
      const ref = lists[field.ref];
      const access = ref.readFilter(context);
      const id = idEquals(value);
      if (access === true && id !== null && referencesId(list, field.column, ref)) return sql`${field.column} = ${id}`;
      const inner = and(accessSql(access), whereToSql(lists, ref, value, context));
      return sql`${field.column} in (select ${ref.idColumn} from ${ref.table} where ${inner})`;
    }
    case 'many': {
      const ref = lists[field.ref];
      const related = (w: Input | undefined) =>
        sql`select 1 from ${ref.table} where ${field.foreignColumn} = ${list.idColumn} and ${accessSql(ref.readFilter(context))} and ${whereToSql(lists, ref, w, context)}`;
      const parts: SQL[] = [];
      const filter = value ?? {};
      if (filter.some !== undefined) parts.push(sql`exists (${related(filter.some as Input)})`);
      if (filter.none !== undefined) parts.push(sql`not exists (${related(filter.none as Input)})`);
      if (filter.every !== undefined) parts.push(sql`not exists (${related({ NOT: [filter.every as Input] })})`);
      return allOf(parts);
    }
    case 'json':
    case 'file':
    case 'virtual':
      throw createGraphQLError('This field cannot be filtered', { extensions: { code: 'BAD_USER_INPUT' } });
    default:
      if (value === null) throw createGraphQLError('A filter cannot be null', { extensions: { code: 'BAD_USER_INPUT' } });
      return scalarFilter(field.column, value, field.kind);
  }
}
