import { NodePgSession } from 'drizzle-orm/node-postgres';
import type { Pool } from 'pg';

// The API's SQL depends on the shape of a request (its selection, filter and order; an upload's
// insert), not on its values, so the same few texts come back all day. Sent unnamed, PostgreSQL
// parses, analyzes and plans each one anew every time; named, node-postgres sends the text once per
// connection and the server keeps it parsed and, after five runs, planned. Measured (issue #16,
// docs/decisions/api-speed.md): `companyEmployees` (2,000 rows) at one client 8.1 → 7.0 ms, and
// uploads about 124 → 132 files a second.
//
// A name is only given to a text seen a few times, and to a bounded number of texts, because every
// connection keeps each statement it prepared until it closes: a filter on a list of ids (`in ($1,
// $2, …)`) has a text for each length, and a long-running process must not fill the server's memory
// with them. Once the names run out, new texts are sent unnamed, as before: slower, never wrong.
// Only statements with parameters are named: node-postgres already sends those as a single
// prepared statement (the extended protocol), while a text without parameters goes as a simple
// query, which may hold several statements (a migration's) and a named one may not.

/** How many runs of a text before it is named: a text seen once is not worth a slot. */
export const RUNS_BEFORE_NAMED = 3;
/** The most texts a pool names, each prepared at most once per connection of that pool. */
const MAX_NAMED_STATEMENTS = 100;
/** Texts counted but not yet named are forgotten past this many, so counting stays bounded too. */
const MAX_COUNTED = 2_000;

interface StatementNamer {
  /** The statement name for `sql`, or undefined to send it unnamed. */
  (sql: string): string | undefined;
}

/**
 * One text has one name for the life of the process: node-postgres refuses a name it prepared with
 * another text on the same connection, so names are never reused or given back.
 */
export function createStatementNamer(prefix: string, { runsBeforeNamed = RUNS_BEFORE_NAMED, maxNamed = MAX_NAMED_STATEMENTS, maxCounted = MAX_COUNTED } = {}): StatementNamer {
  const names = new Map<string, string>();
  const runs = new Map<string, number>();
  return (sql) => {
    const name = names.get(sql);
    if (name !== undefined || names.size >= maxNamed) return name;
    const seen = (runs.get(sql) ?? 0) + 1;
    if (seen < runsBeforeNamed) {
      if (!runs.has(sql) && runs.size >= maxCounted) runs.clear();
      runs.set(sql, seen);
      return undefined;
    }
    runs.delete(sql);
    const named = `${prefix}${names.size}`;
    names.set(sql, named);
    return named;
  };
}

/** The prefix of the names given here; `authenticate_session`, named by its owner, keeps its own. */
export const FREQUENT_STATEMENT_PREFIX = 'frequent_';

/** Each pool's namer, under the pool and under each of its connections. */
const namers = new WeakMap<object, StatementNamer>();
let patched = false;

/**
 * Names the frequent statements Drizzle sends through `pool`: on the pool itself, and in each
 * transaction, which Drizzle runs in a session of its own making on one of the pool's connections
 * (so the sessions' prototype is the one place that sees them all). Each pool counts and names for
 * itself: a name is unique per connection, and a connection belongs to one pool. A statement its
 * caller named keeps that name. PGlite's sessions are another class, and its driver has none.
 */
export function nameFrequentStatements(pool: Pool): void {
  const nameOf = createStatementNamer(FREQUENT_STATEMENT_PREFIX);
  namers.set(pool, nameOf);
  pool.on('connect', (client) => namers.set(client, nameOf));
  if (patched) return;
  patched = true;
  const prepareQuery = NodePgSession.prototype.prepareQuery;
  NodePgSession.prototype.prepareQuery = function (this: { client: object }, ...args: Parameters<typeof prepareQuery>) {
    const [query, , name] = args;
    const nameOf = namers.get(this.client);
    if (nameOf && name === undefined && query.params.length > 0) args[2] = nameOf(query.sql);
    return prepareQuery.apply(this, args);
  } as typeof prepareQuery;
}
