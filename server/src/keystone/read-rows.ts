import { Column, type Query, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { selectArrayRows } from '../db/array-rows';
import type { Db } from '../db/client';
import { identityOf, shapeOf, type Shape } from './statement-shape';
import type { Row } from './types';

// A list read maps every cell of its rows: 6,000 for `companyEmployees { id name code }` of 2,000
// employees. Drizzle's own mapping (mapResultRow) asks each cell which kind of field it came from
// (two prototype walks) and walks its path with an iterator; the HTTP profile of that request put
// 1.2 ms of it per request in Drizzle and doubled the garbage collector's share against a bare
// server answering the same SQL (issue #16). The rows here are flat, one property per column, so
// each cell only needs its column's own decoding, the same `mapFromDriverValue` Drizzle calls.

/** The SELECT's clauses after its column list, built by the caller on Drizzle's query builder. */
export interface ReadClauses {
  where?: SQL;
  orderBy?: readonly SQL[];
  limit?: number;
  offset?: number;
}

/**
 * Reads `fields` (row property → column) of `table`'s rows, each row an object holding exactly those
 * properties with the values Drizzle's own select would give. The SQL is Drizzle's; only the mapping
 * of the driver's rows (array mode) into objects is done here.
 */
export async function readRows(db: Db, table: PgTable, fields: Readonly<Record<string, AnyPgColumn>>, clauses: ReadClauses): Promise<Row[]> {
  const keys = Object.keys(fields);
  const columns = keys.map((key) => fields[key]!);
  // Drizzle selects the fields in their object's order, so cell i of each row is columns[i].
  const mapRows = (rows: unknown[][]): Row[] => {
    const out = new Array<Row>(rows.length);
    for (let r = 0; r < rows.length; r++) {
      const cells = rows[r]!;
      const row: Row = {};
      for (let i = 0; i < keys.length; i++) {
        const cell = cells[i];
        row[keys[i]!] = cell === null || cell === undefined ? null : columns[i]!.mapFromDriverValue(cell);
      }
      out[r] = row;
    }
    return out;
  };
  return selectArrayRows(db, readStatement(db, table, fields, clauses), mapRows);
}

/** What Drizzle's select builder makes of the read: its text and parameters (a select's toSQL gives no typings). */
export function buildRead(db: Db, table: PgTable, fields: Readonly<Record<string, AnyPgColumn>>, clauses: ReadClauses): Query {
  let query = db.select(fields as Record<string, AnyPgColumn>).from(table).$dynamic();
  if (clauses.where) query = query.where(clauses.where);
  if (clauses.orderBy?.length) query = query.orderBy(...clauses.orderBy);
  if (clauses.limit !== undefined) query = query.limit(clauses.limit);
  if (clauses.offset) query = query.offset(clauses.offset);
  return query.toSQL();
}

/**
 * The shape of a read (statement-shape.ts) with its parameters in Drizzle's order: the selected
 * columns and table hold none, then the where, the order, the limit and the offset. Null when Drizzle
 * must build it.
 */
export function readShape(table: PgTable, fields: Readonly<Record<string, AnyPgColumn>>, clauses: ReadClauses): Shape | null {
  const head: string[] = [`T${identityOf(table)}`];
  for (const property in fields) {
    const column = fields[property];
    if (!(column instanceof Column)) return null;
    head.push(JSON.stringify(property), `C${identityOf(column)}`);
  }
  const { where, orderBy, limit, offset } = clauses;
  // Drizzle writes a limit only when it is a number from 0 up, and an offset only when it is truthy.
  if (limit !== undefined && !(typeof limit === 'number' && limit >= 0)) return null;
  if (offset && typeof offset !== 'number') return null;
  head.push(where ? 'W' : '-', `O${orderBy?.length ?? 0}`, limit === undefined ? '-' : 'L', offset ? 'S' : '-');
  const body = shapeOf([where, ...(orderBy ?? [])]);
  if (!body) return null;
  if (limit !== undefined) body.params.push(limit);
  if (offset) body.params.push(offset);
  return { key: `${head.join(',')}${body.key}`, params: body.params };
}

/** Texts per dialect (a dialect's casing is part of the text), bounded: a shape is a few per list. */
const statements = new WeakMap<object, Map<string, string>>();
const MAX_STATEMENTS = 500;
/** A longer key is a filter on hundreds of ids: its own build is small beside its rows. */
const MAX_KEY_LENGTH = 4_000;

export function readStatement(db: Db, table: PgTable, fields: Readonly<Record<string, AnyPgColumn>>, clauses: ReadClauses): { toSQL(): Query } {
  const shape = readShape(table, fields, clauses);
  const dialect = (db as unknown as { dialect: object }).dialect;
  let known = statements.get(dialect);
  const hit = shape ? known?.get(shape.key) : undefined;
  if (shape && hit !== undefined) return { toSQL: () => ({ sql: hit, params: shape.params }) };
  const built = buildRead(db, table, fields, clauses);
  // Kept only when Drizzle's parameters are the ones the shape collected, one for one.
  if (shape && shape.key.length <= MAX_KEY_LENGTH && sameParams(built.params, shape.params)) {
    if (!known) statements.set(dialect, (known = new Map()));
    if (known.size >= MAX_STATEMENTS) known.clear();
    known.set(shape.key, built.sql);
  }
  return { toSQL: () => built };
}

function sameParams(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((value, i) => Object.is(value, b[i]));
}
