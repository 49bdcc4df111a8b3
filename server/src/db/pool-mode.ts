/**
 * How the API's connections reach PostgreSQL (DATABASE_POOL_MODE):
 * - `session`: directly, or through a pooler that gives each client connection one server
 *   connection for as long as it lasts (PgBouncer's session mode). Statements the API runs often
 *   are named prepared statements, kept by that server connection (statement-names.ts).
 * - `transaction`: through a pooler that may run each transaction on another server connection
 *   (PgBouncer's transaction mode). A statement prepared on one would be missing, or already there,
 *   on the next, so nothing is named (docs/pooler.md).
 */
export type PoolMode = 'session' | 'transaction';

const POOL_MODES: readonly PoolMode[] = ['session', 'transaction'];

/** DATABASE_POOL_MODE's value; unset or empty means `session`. */
export function parsePoolMode(raw: string | undefined): PoolMode {
  if (raw === undefined || raw === '') return 'session';
  const mode = POOL_MODES.find((known) => known === raw.toLowerCase());
  if (!mode) throw new Error(`DATABASE_POOL_MODE must be session or transaction, got "${raw}"`);
  return mode;
}
