import { and, count, eq, getTableColumns, inArray, type SQL } from 'drizzle-orm';
// createGraphQLError uses the graphql copy yoga loaded, so yoga shows these errors instead of masking them.
import { createGraphQLError } from 'graphql-yoga';
import type { GraphQLContext } from '../context';
import { orderToSql } from './order';
import { spend } from './request-budget';
import { requestLoader } from './batch-loader';
import { readRows } from './read-rows';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ListDef, Row } from './types';
import { accessSql, whereToSql, type Lists } from './where';

/** The most rows one list query returns: a bound on the work a single request can ask for. */
export const MAX_TAKE = 5000;

export interface FindArgs {
  where?: Record<string, unknown> | null;
  orderBy?: readonly Record<string, unknown>[] | null;
  take?: number | null;
  skip?: number | null;
}

function checkPaging(take: number | null | undefined, skip: number | null | undefined) {
  if (take != null && (take < 0 || take > MAX_TAKE)) {
    throw createGraphQLError(`take must be between 0 and ${MAX_TAKE}`, { extensions: { code: 'BAD_USER_INPUT' } });
  }
  if (skip != null && skip < 0) throw createGraphQLError('skip must not be negative', { extensions: { code: 'BAD_USER_INPUT' } });
}

export function requireSignedIn(context: GraphQLContext) {
  if (!context.principal) throw createGraphQLError('You are not signed in', { extensions: { code: 'UNAUTHENTICATED' } });
  return context.principal;
}

function readable(lists: Lists, list: ListDef, context: GraphQLContext, where: Record<string, unknown> | null | undefined, extra?: SQL): SQL {
  return and(accessSql(list.readFilter(context)), whereToSql(lists, list, where, context), extra) as SQL;
}

/** The table's columns to read: `properties` (from selectedColumns) or, when null, all of them. */
function pickColumns(list: ListDef, properties: readonly string[] | null | undefined): Record<string, AnyPgColumn> {
  const columns = getTableColumns(list.table) as Record<string, AnyPgColumn>;
  if (!properties) return columns;
  return Object.fromEntries(properties.map((property) => [property, columns[property]!]));
}

/**
 * The readable rows of a list. `columns` limits what is read (the properties a GraphQL selection
 * needs); rows then hold only those, so pass it only where the rows go straight to GraphQL.
 */
export async function findMany(lists: Lists, list: ListDef, context: GraphQLContext, args: FindArgs, extra?: SQL, columns?: readonly string[] | null): Promise<Row[]> {
  requireSignedIn(context);
  checkPaging(args.take, args.skip);
  spend(context.budget, 0, 1);
  const rows = await readRows(context.db, list.table, pickColumns(list, columns), {
    where: readable(lists, list, context, args.where, extra),
    orderBy: orderToSql(list, args.orderBy),
    limit: args.take ?? MAX_TAKE,
    offset: args.skip ?? 0,
  });
  spend(context.budget, rows.length, 0);
  return rows;
}

export async function countMany(lists: Lists, list: ListDef, context: GraphQLContext, args: FindArgs, extra?: SQL): Promise<number> {
  requireSignedIn(context);
  spend(context.budget, 0, 1);
  const [result] = await context.db.select({ n: count() }).from(list.table).where(readable(lists, list, context, args.where, extra));
  return Number(result?.n ?? 0);
}

const NO_ROWS: readonly Row[] = [];

/**
 * A to-many field on a list (`documents` on each HR document type): each parent's readable rows of
 * `list`, read in one query for every parent of the request that asks with the same arguments and
 * selection. With `take` or `skip` each parent is read on its own (a page per parent).
 */
export function findManyOfParent(
  lists: Lists,
  list: ListDef,
  context: GraphQLContext,
  args: FindArgs,
  parent: { column: AnyPgColumn; key: string; id: string },
  columns?: readonly string[] | null,
): Promise<readonly Row[]> {
  if (args.take != null || (args.skip ?? 0) > 0) return findMany(lists, list, context, args, eq(parent.column, parent.id), columns);
  requireSignedIn(context);
  // Spent per parent, as if each read its own: the budget bounds what a request returns, and
  // `companies { employees { company { employees … } } }` multiplies rows read once.
  spend(context.budget, 0, 1);
  const properties = columns && !columns.includes(parent.key) ? [...columns, parent.key] : columns;
  const name = `many:${list.key}.${parent.key}:${JSON.stringify([args.where ?? null, args.orderBy ?? null, properties ?? null])}`;
  const loader = requestLoader(context.loaders, name, async (parentIds) => {
    const rows = await readRows(context.db, list.table, pickColumns(list, properties), {
      where: readable(lists, list, context, args.where, inArray(parent.column, parentIds)),
      orderBy: orderToSql(list, args.orderBy),
      limit: MAX_TAKE * parentIds.length,
    });
    const byParent = new Map<string, Row[]>();
    for (const row of rows) {
      const id = String(row[parent.key]);
      const siblings = byParent.get(id) ?? [];
      // The same bound per parent as one parent's own query.
      if (siblings.length < MAX_TAKE) siblings.push(row);
      byParent.set(id, siblings);
    }
    return byParent;
  }, NO_ROWS);
  return loader(parent.id).then((rows) => {
    spend(context.budget, rows.length, 0);
    return rows;
  });
}

/**
 * `documentsCount` on a list of workflows: each parent's readable rows of `list`, counted in one
 * grouped query for every parent of the request that asks with the same `where` (not one a row).
 */
export function countManyOfParent(lists: Lists, list: ListDef, context: GraphQLContext, args: FindArgs, foreignColumn: AnyPgColumn, parentId: string): Promise<number> {
  requireSignedIn(context);
  spend(context.budget, 0, 1);
  const name = `count:${list.key}.${foreignColumn.name}:${JSON.stringify(args.where ?? null)}`;
  const loader = requestLoader(context.loaders, name, async (parentIds) => {
    const rows = await context.db
      .select({ parent: foreignColumn, n: count() })
      .from(list.table)
      .where(readable(lists, list, context, args.where, inArray(foreignColumn, parentIds)))
      .groupBy(foreignColumn);
    return new Map(rows.map((row) => [String(row.parent), Number(row.n)]));
  }, 0);
  return loader(parentId);
}

/** `foo(where: { id })`: null when the item does not exist or the caller may not read it. */
export async function findOne(lists: Lists, list: ListDef, context: GraphQLContext, id: string | null | undefined): Promise<Row | null> {
  requireSignedIn(context);
  if (!id) return null;
  // Read afresh (not through the per-request loader) so a mutation returns what it just wrote.
  const [row] = await readRows(context.db, list.table, pickColumns(list, null), { where: and(accessSql(list.readFilter(context)), eq(list.idColumn, id)) });
  return row ?? null;
}

/**
 * Batches the to-one lookups of one request (e.g. `company` on 2,000 employees) into one
 * `where id in (...)` query per list, through the list's read access.
 */
export function loadById(lists: Lists, list: ListDef, context: GraphQLContext, id: string): Promise<Row | null> {
  const loader = requestLoader(context.loaders, `row:${list.key}`, async (ids) => {
    const rows = await readRows(context.db, list.table, pickColumns(list, null), { where: and(accessSql(list.readFilter(context)), inArray(list.idColumn, ids)) });
    return new Map(rows.map((r) => [String(r.id), r]));
  }, null);
  return loader(id);
}
