import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { toSqlParameter, type SqlExecutor } from '../db/sql-executor';

// The database layer (db/sql-executor.ts) gives pg-boss the pool or the embedded PGlite; this gives
// it the caller's transaction. Imports flow one way: notifications → db.
export type { SqlExecutor } from '../db/sql-executor';

/** `$1 … $n` placeholders rewritten as Drizzle parameters, so pg-boss's statement runs in our transaction. */
function toDrizzleSql(text: string, values: unknown[]): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, match.index)));
    chunks.push(sql`${toSqlParameter(values[Number(match[1]) - 1])}`);
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
