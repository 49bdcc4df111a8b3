import type { Config } from './config';

export type LogFields = Record<string, unknown>;
export interface Logger {
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
}

const levels = ['debug', 'info', 'warn', 'error', 'silent'] as const;

/** Structured logs: one JSON object per line on stdout, so any log shipper can read them. */
export function createLogger(level: Config['logLevel'], write: (line: string) => void = (l) => process.stdout.write(l + '\n')): Logger {
  const min = levels.indexOf(level);
  const at = (lvl: (typeof levels)[number]) => (msg: string, fields: LogFields = {}) => {
    if (levels.indexOf(lvl) < min) return;
    write(JSON.stringify({ time: new Date().toISOString(), level: lvl, msg, ...fields }));
  };
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}
