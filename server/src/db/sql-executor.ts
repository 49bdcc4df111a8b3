import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

/** What pg-boss needs from a database: run one SQL text with positional `$n` values. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/** A value as PGlite and Drizzle take it: pg serialises objects as JSON by itself, they need the text. */
export function toSqlParameter(value: unknown): unknown {
  if (value === undefined) return null;
  if (value !== null && typeof value === 'object' && !(value instanceof Date) && !Array.isArray(value)) return JSON.stringify(value);
  return value;
}

/**
 * The embedded PGlite as pg-boss's database. PGlite is one connection behind a mutex, so the
 * worker's polls simply wait while a request's transaction runs. Statements without values may be
 * several (pg-boss's schema migrations): those go through `exec`, as pg's simple protocol would.
 */
export function pgliteExecutor(client: PGlite): SqlExecutor {
  return {
    async executeSql(text, values) {
      if (!values || values.length === 0) {
        const results = await client.exec(text);
        return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
      }
      const result = await client.query<Record<string, unknown>>(text, values.map(toSqlParameter));
      return { rows: result.rows };
    },
  };
}

/** PostgreSQL: pg-boss shares the application's pool. */
export function poolExecutor(pool: pg.Pool): SqlExecutor {
  return {
    async executeSql(text, values) {
      const result = await pool.query<Record<string, unknown>>(text, values);
      return { rows: result.rows };
    },
  };
}
