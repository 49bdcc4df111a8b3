import { EventEmitter } from 'node:events';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { users } from './schema';
import { createStatementNamer, FREQUENT_STATEMENT_PREFIX, manageStatementNames, RUNS_BEFORE_NAMED, statementRewrite } from './statement-names';

describe('createStatementNamer', () => {
  it('names a text from its third run on, always with the same name', () => {
    const name = createStatementNamer('read_');
    expect(name('select 1')).toBeUndefined();
    expect(name('select 1')).toBeUndefined();
    expect(name('select 1')).toBe('read_0');
    expect(name('select 1')).toBe('read_0');
    expect(name('select 2')).toBeUndefined();
  });

  it('gives each text its own name and never reuses one', () => {
    const name = createStatementNamer('s', { runsBeforeNamed: 1 });
    expect(['a', 'b', 'c', 'a', 'b'].map((sql) => name(sql))).toEqual(['s0', 's1', 's2', 's0', 's1']);
  });

  it('stops naming new texts once the names run out, and keeps the ones given', () => {
    const name = createStatementNamer('s', { runsBeforeNamed: 1, maxNamed: 2 });
    name('a');
    name('b');
    expect(name('c')).toBeUndefined();
    expect(name('c')).toBeUndefined();
    expect(name('a')).toBe('s0');
    expect(name('b')).toBe('s1');
  });

  it('forgets the counts of texts not yet named when too many come by, so a flood of one-off texts holds no memory', () => {
    const name = createStatementNamer('s', { runsBeforeNamed: 2, maxCounted: 3 });
    name('hot');
    for (const sql of ['x1', 'x2', 'x3']) name(sql); // the fourth counted text clears the counts
    expect(name('hot')).toBeUndefined(); // its first run was forgotten: this is its first again
    expect(name('hot')).toBe('s0');
  });
});

describe('statementRewrite', () => {
  const select = (name?: string) => ({ name, text: 'select * from t where id = $1', rowMode: 'array' as const });

  it('in session mode, names a text with parameters from its third run, in a new object (Drizzle reuses its own)', () => {
    const rewrite = statementRewrite('session');
    const statement = select();
    expect(rewrite(statement, ['a'])).toBe(statement);
    expect(rewrite(statement, ['b'])).toBe(statement);
    expect(rewrite(statement, ['c'])).toEqual({ ...statement, name: `${FREQUENT_STATEMENT_PREFIX}0` });
    expect(statement.name).toBeUndefined();
  });

  it('in session mode, keeps the name a caller gave and leaves texts without parameters and plain strings as they are', () => {
    const rewrite = statementRewrite('session');
    const named = select('authenticate_session');
    const bare = { text: 'select 1; select 2' };
    for (let run = 0; run < RUNS_BEFORE_NAMED + 1; run++) {
      expect(rewrite(named, ['x'])).toBe(named);
      expect(rewrite(bare, [])).toBe(bare);
      expect(rewrite(bare, undefined)).toBe(bare);
      expect(rewrite('select $1::int', [1])).toBe('select $1::int');
    }
  });

  it('in transaction mode, names nothing and takes the name off a statement its caller named', () => {
    const rewrite = statementRewrite('transaction');
    const named = select('authenticate_session');
    for (let run = 0; run < RUNS_BEFORE_NAMED + 1; run++) {
      expect(rewrite(named, ['x'])).toEqual({ ...named, name: undefined });
      expect(rewrite(select(), ['x'])).toEqual(select());
    }
    expect(named.name).toBe('authenticate_session');
  });
});

// What the seam relies on in node-postgres and Drizzle: fails when an upgrade changes it.
describe('the libraries, as statement-names.ts relies on them', () => {
  /** A pg client that answers every query with no rows and records what it was given. */
  class RecordingClient extends EventEmitter {
    static sent: unknown[] = [];
    _queryable = true;
    _ending = false;
    connect(callback: (error?: Error) => void) {
      callback();
    }
    query(statement: unknown, values?: unknown, callback?: (error: Error | null, result: unknown) => void) {
      RecordingClient.sent.push(statement);
      const result = { rows: [], fields: [], rowCount: 0, command: 'SELECT' };
      if (callback) return void callback(null, result);
      return Promise.resolve(result);
    }
    end(callback?: () => void) {
      callback?.();
      return Promise.resolve();
    }
    release() {}
  }

  it('Drizzle on node-postgres sends each statement as client.query(config, params), the name given to prepare() in the config', async () => {
    RecordingClient.sent = [];
    const db = drizzle(new RecordingClient() as unknown as pg.PoolClient);
    await db.select({ id: users.id }).from(users).where(eq(users.id, 'u1'));
    await db.select({ id: users.id }).from(users).where(eq(users.id, sql.placeholder('id'))).prepare('by_id').execute({ id: 'u2' });
    await db.execute(sql`select ${1}::int`);
    expect(RecordingClient.sent).toEqual([
      expect.objectContaining({ name: undefined, text: expect.stringContaining('where "users"."id" = $1') }),
      expect.objectContaining({ name: 'by_id', text: expect.stringContaining('where "users"."id" = $1') }),
      expect.objectContaining({ name: undefined, text: 'select $1::int' }),
    ]);
  });

  it("pg-pool runs pool.query and a checked-out client's queries through that client's own query, which manageStatementNames wraps", async () => {
    RecordingClient.sent = [];
    const pool = new pg.Pool({ Client: RecordingClient as unknown as typeof pg.Client, max: 1 });
    manageStatementNames(pool, 'transaction');
    await pool.query({ name: 'from_pool', text: 'select $1::int' }, [1]);
    const client = await pool.connect();
    await client.query({ name: 'from_client', text: 'select $1::int' }, [1]);
    client.release();
    await pool.end();
    expect(RecordingClient.sent).toEqual([
      { name: undefined, text: 'select $1::int' },
      { name: undefined, text: 'select $1::int' },
    ]);
  });
});
