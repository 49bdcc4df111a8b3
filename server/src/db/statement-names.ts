import type { Pool, PoolClient } from 'pg';
import type { PoolMode } from './pool-mode';

// The one place that decides which statements reach PostgreSQL as named prepared statements: every
// statement the API sends through a pool passes here, whoever built it (Drizzle's sessions, a
// transaction's, `authenticate_session`'s `.prepare(name)`). It wraps `query` on each client of the
// pool (node-postgres's public method; a statement's `name` is its documented way to prepare one),
// and relies on two behaviours of the libraries, checked by statement-names.test.ts on every
// upgrade: Drizzle's node-postgres session sends each statement as `client.query(config, params)`
// with a config object holding its text and name, and pg-pool runs `pool.query` through the
// `query` of the client it checked out. No library code or prototype is changed.
//
// Session mode: the API's SQL depends on the shape of a request (its selection, filter and order;
// an upload's insert), not on its values, so the same few texts come back all day. Sent unnamed,
// PostgreSQL parses, analyzes and plans each one anew every time; named, node-postgres sends the
// text once per connection and the server keeps it parsed and, after five runs, planned. Measured
// (issue #16, docs/decisions/api-speed.md): `companyEmployees` (2,000 rows) at one client 8.1 →
// 7.0 ms, and uploads about 124 → 132 files a second.
//
// A name is only given to a text seen a few times, and to a bounded number of texts, because every
// connection keeps each statement it prepared until it closes: a filter on a list of ids (`in ($1,
// $2, …)`) has a text for each length, and a long-running process must not fill the server's memory
// with them. Once the names run out, new texts are sent unnamed, as before: slower, never wrong.
// Only statements with parameters are named: node-postgres already sends those as a single
// prepared statement (the extended protocol), while a text without parameters goes as a simple
// query, which may hold several statements (a migration's) and a named one may not.
//
// Transaction mode (a pooler such as PgBouncer 1.18 in transaction mode): a named statement would be
// prepared on one server connection and looked for, or prepared again ("already exists"), on
// another, so every name is taken off, the caller's own included (docs/pooler.md).

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

/** A statement as node-postgres takes it in an object (Drizzle always passes one). */
interface QueryConfig {
  text: string;
  name?: string;
  values?: unknown[];
}

function isQueryConfig(value: unknown): value is QueryConfig {
  // A Submittable (a cursor, a stream) runs itself: left as it is.
  return typeof value === 'object' && value !== null && typeof (value as Partial<QueryConfig>).text === 'string' && typeof (value as { submit?: unknown }).submit !== 'function';
}

/** What `client.query(statement, values)` is given instead of `statement`: the same, named, or unnamed. */
export type StatementRewrite = (statement: unknown, values: unknown) => unknown;

/**
 * The rewrite for one pool. A new object when it changes anything: Drizzle reuses its statement's
 * config for every run of a prepared query.
 */
export function statementRewrite(mode: PoolMode): StatementRewrite {
  if (mode === 'transaction') {
    return (statement) => (isQueryConfig(statement) && statement.name !== undefined ? { ...statement, name: undefined } : statement);
  }
  const nameOf = createStatementNamer(FREQUENT_STATEMENT_PREFIX);
  return (statement, values) => {
    if (!isQueryConfig(statement) || statement.name !== undefined) return statement;
    const params = Array.isArray(values) ? values : statement.values;
    if (!params?.length) return statement;
    const name = nameOf(statement.text);
    return name === undefined ? statement : { ...statement, name };
  };
}

/**
 * Names the frequent statements sent through `pool` (session mode), or no statement at all
 * (transaction mode). Each pool counts and names for itself: a name is unique per connection, and a
 * connection belongs to one pool. Call it before the pool's first query.
 */
export function manageStatementNames(pool: Pool, mode: PoolMode): void {
  const rewrite = statementRewrite(mode);
  pool.on('connect', (client: PoolClient) => {
    const send = client.query;
    client.query = function (this: PoolClient, statement: unknown, ...rest: unknown[]) {
      return (send as (...args: unknown[]) => unknown).call(this, rewrite(statement, rest[0]), ...rest);
    } as PoolClient['query'];
  });
}
