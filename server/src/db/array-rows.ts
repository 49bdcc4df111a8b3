import type { Query } from 'drizzle-orm';
import type { Db } from './client';

// The one place that reaches into Drizzle's session (`db._.session.prepareQuery`, undocumented):
// a query built with Drizzle's public builder, run by Drizzle on the session it belongs to (the
// pool, or the transaction a mutation runs in), its driver rows handed over as arrays instead of
// mapped by Drizzle. Drizzle's own mapping was most of a 2,000-row read's cost (issue #16,
// keystone/read-rows.ts). What this relies on, checked by array-rows.test.ts on every upgrade on
// PGlite and PostgreSQL: `prepareQuery(query, fields, name, isResponseInArrayMode,
// customResultMapper, …)` takes these arguments in this order, gives the mapper the driver's rows
// as arrays in the select's column order with the values Drizzle's own columns decode, and runs the
// statement with Drizzle's driver settings (node-postgres: dates and timestamps as text).

/**
 * Runs `query` (a select built on `db`'s query builder, or SQL with its parameters) and returns
 * what `mapRows` makes of the driver's rows, each an array of cells in the select's column order.
 */
export async function selectArrayRows<T>(db: Db, query: { toSQL(): Query }, mapRows: (rows: unknown[][]) => T[]): Promise<T[]> {
  return (await db._.session.prepareQuery(query.toSQL(), undefined, undefined, true, mapRows).execute()) as T[];
}
