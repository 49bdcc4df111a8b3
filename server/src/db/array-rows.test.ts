// Contract of the seam into Drizzle's session (array-rows.ts): fails when a Drizzle upgrade changes
// what it relies on. On PGlite, and on PostgreSQL in the PostgreSQL suite.
import { asc, getTableColumns, sql } from 'drizzle-orm';
import { boolean, date, integer, jsonb, pgTable, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchDatabase, type ScratchDatabase } from '../testing/scratch-database';
import { selectArrayRows } from './array-rows';
import { openDatabase, type Database, type Db } from './client';
import { parsePoolMode } from './pool-mode';

const probe = pgTable('array_rows_probe', {
  id: integer('id').primaryKey(),
  name: text('name'),
  active: boolean('active'),
  data: jsonb('data').$type<Record<string, unknown>>(),
  at: timestamp('at', { withTimezone: true, mode: 'date' }),
  day: date('day', { mode: 'string' }),
});

const ROWS = [
  { id: 1, name: 'Zoë Ångström 🧾', active: true, data: { nested: [1, { deep: 'é' }] }, at: new Date('2026-11-27T10:11:12.345Z'), day: '2026-02-28' },
  { id: 2, name: '', active: false, data: {}, at: new Date('1999-12-31T23:59:59.000Z'), day: '2000-01-01' },
  { id: 3, name: null, active: null, data: null, at: null, day: null },
];

const columns = getTableColumns(probe) as Record<string, AnyPgColumn>;
const keys = Object.keys(columns);

/** What read-rows.ts does with the arrays: each cell decoded by its own column. */
const decode = (rows: unknown[][]) => rows.map((cells) => Object.fromEntries(keys.map((key, i) => [key, cells[i] == null ? null : columns[key]!.mapFromDriverValue(cells[i])])));

const backends = [{ backend: 'PGlite', postgres: null }, ...(process.env.DATABASE_URL ? [{ backend: 'PostgreSQL', postgres: process.env.DATABASE_URL }] : [])];

describe.each(backends)("Drizzle's session as array-rows.ts uses it ($backend)", ({ postgres }) => {
  let database: Database;
  let scratch: ScratchDatabase | null = null;

  beforeAll(async () => {
    scratch = postgres ? await scratchDatabase(postgres, 'array_rows') : null;
    database = await openDatabase({ url: scratch?.url ?? null, dir: null, poolMode: parsePoolMode(process.env.DATABASE_POOL_MODE) });
    await database.db.execute(sql`create table array_rows_probe (id integer primary key, name text, active boolean, data jsonb, at timestamptz, day date)`);
    await database.db.insert(probe).values(ROWS);
  });
  afterAll(async () => {
    await database.close();
    await scratch?.drop();
  });

  const ordered = (db: Db) => db.select(columns).from(probe).orderBy(asc(probe.id));

  it('still has prepareQuery(query, fields, name, isResponseInArrayMode, customResultMapper, queryMetadata, cacheConfig), on the pool and in a transaction', async () => {
    expect(database.db._.session.prepareQuery).toBeTypeOf('function');
    expect(database.db._.session.prepareQuery.length).toBe(7);
    await database.db.transaction(async (tx) => {
      expect(tx._.session.prepareQuery.length).toBe(7);
    });
  });

  it("hands the mapper the rows as arrays in the select's column order, which its columns decode to Drizzle's own select", async () => {
    const seen: unknown[][][] = [];
    const rows = await selectArrayRows(database.db, ordered(database.db), (arrays) => {
      seen.push(arrays);
      return decode(arrays);
    });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.every((cells) => Array.isArray(cells) && cells.length === keys.length)).toBe(true);
    expect(seen[0]!.map((cells) => cells[0])).toEqual([1, 2, 3]);
    expect(rows).toEqual(await ordered(database.db));
    expect(rows).toEqual(ROWS);
  });

  it("runs in the transaction it is given, and sees that transaction's own writes", async () => {
    await database.db.transaction(async (tx) => {
      await tx.insert(probe).values({ id: 4, name: 'only in here' });
      const rows = await selectArrayRows(tx as unknown as Db, ordered(tx as unknown as Db), decode);
      expect(rows).toEqual(await ordered(tx as unknown as Db));
      expect(rows.map((row) => row.id)).toEqual([1, 2, 3, 4]);
      tx.rollback();
    }).catch((error: unknown) => {
      if (!(error instanceof Error && error.message === 'Rollback')) throw error;
    });
    expect(await selectArrayRows(database.db, ordered(database.db), decode)).toHaveLength(3);
  });

  it('runs SQL with parameters as well, and returns what the mapper makes', async () => {
    const query = { toSQL: () => ({ sql: 'select name, id from array_rows_probe where id > $1 order by id', params: [1] }) };
    expect(await selectArrayRows(database.db, query, (arrays) => arrays.map(([name, id]) => `${String(id)}:${String(name)}`))).toEqual(['2:', '3:null']);
  });
});
