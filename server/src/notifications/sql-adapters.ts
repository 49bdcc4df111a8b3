import type { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import type pg from 'pg';
import type { Db } from '../db/client';

/** What pg-boss needs from a database: run one SQL text with positional `$n` values. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

// pg serialises objects as JSON by itself; PGlite and Drizzle's parameters need the text.
function toParameter(value: unknown): unknown {
  if (value === undefined) return null;
  if (value !== null && typeof value === 'object' && !(value instanceof Date) && !Array.isArray(value)) return JSON.stringify(value);
  return value;
}

/** `$1 … $n` placeholders rewritten as Drizzle parameters, so pg-boss's statement runs in our transaction. */
function toDrizzleSql(text: string, values: unknown[]): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, match.index)));
    chunks.push(sql`${toParameter(values[Number(match[1]) - 1])}`);
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}

/**
 * The caller's Drizzle transaction as a pg-boss database: a job sent through it is inserted by the
 * same transaction as the change that caused it, so it exists exactly when that change commits.
 */
export function transactionExecutor(tx: Db): SqlExecutor {
  return {
    async executeSql(text, values = []) {
      const result = (await tx.execute(toDrizzleSql(text, values))) as unknown as { rows: Record<string, unknown>[] };
      return { rows: result.rows };
    },
  };
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
      const result = await client.query<Record<string, unknown>>(text, values.map(toParameter));
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
