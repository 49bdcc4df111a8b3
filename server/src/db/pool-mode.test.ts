import { expect, it } from 'vitest';
import { loadConfig } from '../config';

it('reads DATABASE_POOL_MODE: session by default, transaction for a pooler such as PgBouncer in transaction mode', () => {
  expect(loadConfig({}).databasePoolMode).toBe('session');
  expect(loadConfig({ DATABASE_POOL_MODE: '' }).databasePoolMode).toBe('session');
  expect(loadConfig({ DATABASE_POOL_MODE: 'transaction' }).databasePoolMode).toBe('transaction');
  expect(loadConfig({ DATABASE_POOL_MODE: 'Session' }).databasePoolMode).toBe('session');
});

it('refuses any other value at start, naming the variable', () => {
  expect(() => loadConfig({ DATABASE_POOL_MODE: 'statement' })).toThrow('DATABASE_POOL_MODE must be session or transaction, got "statement"');
});
