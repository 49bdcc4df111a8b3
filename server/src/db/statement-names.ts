// A list read's SQL depends only on the shape of the request (its selection, filter and order), not on
// its values, so the same few texts come back all day. Sent unnamed, PostgreSQL parses, analyzes and
// plans each one anew on every request; named, node-postgres sends it once per connection and the
// server keeps it parsed and, after five runs, planned. `companyEmployees` (2,000 rows) at one client
// went from 7.3 to 6.3 ms a request (issue #16; docs/decisions.md, "API speed").
//
// A name is only given to a text seen a few times, and to a bounded number of texts, because every
// connection keeps each statement it prepared until it closes: a filter on a list of ids (`in ($1, $2,
// …)`) has a text for each length, and a long-running process must not fill the server's memory with
// them. Once the names run out, new texts are sent unnamed, as before: slower, never wrong.
// PGlite's driver ignores the name (one connection, in-process, and its own statement cache).

/** How many runs of a text before it is named: a text seen once is not worth a slot. */
export const RUNS_BEFORE_NAMED = 3;
/** The most texts named in one process, each prepared at most once per pooled connection. */
export const MAX_NAMED_STATEMENTS = 100;
/** Texts counted but not yet named are forgotten past this many, so counting stays bounded too. */
const MAX_COUNTED = 2_000;

export interface StatementNamer {
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
