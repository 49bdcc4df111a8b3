import { DrizzleQueryError } from 'drizzle-orm';
import type { Config } from './config';

export type LogFields = Record<string, unknown>;
export interface Logger {
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
}

const levels = ['debug', 'info', 'warn', 'error', 'silent'] as const;

/**
 * Structured logs: one JSON object per line on stdout, so any log shipper can read them. An error
 * given in the fields, at any depth, is written as describeError says.
 */
export function createLogger(level: Config['logLevel'], write: (line: string) => void = (l) => process.stdout.write(l + '\n')): Logger {
  const min = levels.indexOf(level);
  const at = (lvl: (typeof levels)[number]) => (msg: string, fields: LogFields = {}) => {
    if (levels.indexOf(lvl) < min) return;
    write(JSON.stringify({ time: new Date().toISOString(), level: lvl, msg, ...fields }, (_key, value: unknown) => (value instanceof Error ? describeError(value) : value)));
  };
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}

/**
 * What a database error says that names things rather than values. PostgreSQL's `detail` is left
 * out: it can quote a row's values ("Key (email)=(…) already exists").
 */
const DATABASE_ERROR_FIELDS = ['code', 'severity', 'constraint', 'table', 'column'] as const;

/** An error from PostgreSQL, through node-postgres or PGlite: its own message with a SQLSTATE code and a severity. */
function isDatabaseError(error: Error): error is Error & Partial<Record<(typeof DATABASE_ERROR_FIELDS)[number], string>> {
  const { code, severity } = error as { code?: unknown; severity?: unknown };
  return typeof code === 'string' && typeof severity === 'string';
}

/**
 * An error as a log line may show it. A failed query is PostgreSQL's own message, code and severity,
 * the statement's text (its values are parameters, never in the text) and where it was sent from:
 * Drizzle's error repeats the statement with its parameters (a session token's hash, a user's
 * input) in its message and stack, and neither is written. A GraphQL error is what its resolver
 * threw, at its path.
 */
export function describeError(error: unknown): LogFields {
  if (!(error instanceof Error)) return { message: String(error) };
  const { originalError, path } = error as { originalError?: unknown; path?: unknown };
  if (originalError instanceof Error) return { ...describeError(originalError), ...(Array.isArray(path) ? { path: path.join('.') } : {}) };
  if (error instanceof DrizzleQueryError) {
    const header = `${error.name}: ${error.message}`;
    const frames = error.stack?.startsWith(header) ? error.constructor.name + error.stack.slice(header.length) : undefined;
    return { ...describeError(error.cause ?? 'no error from the driver'), query: error.query, ...(frames ? { stack: frames } : {}) };
  }
  if (isDatabaseError(error)) {
    const fields: LogFields = { message: error.message };
    for (const name of DATABASE_ERROR_FIELDS) if (error[name] !== undefined) fields[name] = error[name];
    return fields;
  }
  return { message: error.message, stack: error.stack, ...(error.cause !== undefined ? { cause: describeError(error.cause) } : {}) };
}
