import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { selectArrayRows } from '../db/array-rows';
import type { Db } from '../db/client';
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
  let query = db.select(fields as Record<string, AnyPgColumn>).from(table).$dynamic();
  if (clauses.where) query = query.where(clauses.where);
  if (clauses.orderBy?.length) query = query.orderBy(...clauses.orderBy);
  if (clauses.limit !== undefined) query = query.limit(clauses.limit);
  if (clauses.offset) query = query.offset(clauses.offset);
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
  return selectArrayRows(db, query, mapRows);
}
