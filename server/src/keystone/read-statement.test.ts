// A list read's statement text is kept per shape (statement-shape.ts, read-rows.ts). This is access
// control: a text kept for one caller's read filter and reused for another's would show one company
// another's payslips. So for random lists, callers (every demo user, as their own scope reads them),
// filters (every operator, nulls, lists of any length, case-insensitive, relations through other
// lists' read filters, AND/OR/NOT), orders, pages and column selections, the statement read-rows
// sends must be exactly Drizzle's own build of the same read — text and parameters — and give the
// same rows. Each case is read twice, the second time with other values of the same shape, so kept
// texts are exercised, not only built.
import { and, asc, desc, getTableColumns, inArray, type SQL } from 'drizzle-orm';
import * as fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectArrayRows } from '../db/array-rows';
import { companyEmployees, users } from '../db/schema';
import { lists } from '../lists';
import type { Principal } from '../principal';
import { createRequestContext } from '../request-context';
import { createTestApp, type TestApp } from '../testing/test-app';
import { buildRead, readRows, readShape, readStatement, type ReadClauses } from './read-rows';
import type { FieldDef, ListDef, Row } from './types';
import { accessSql, whereToSql } from './where';

let app: TestApp;
let callers: Principal[];
const idsOf = new Map<string, string[]>();

beforeAll(async () => {
  app = await createTestApp();
  const { db } = app.services;
  const everyone = await db.select().from(users);
  const employees = await db.select().from(companyEmployees);
  callers = everyone.map((user) => ({ user, actor: user, employees: employees.filter((e) => e.userId === user.id), sessionId: null }));
  for (const list of Object.values(lists)) {
    const rows = await db.select({ id: list.idColumn }).from(list.table).limit(4);
    idsOf.set(list.key, rows.map((row) => String(row.id)));
  }
});
afterAll(() => app.close());

type Input = Record<string, unknown>;
/** A filter's shape: its values are drawn from `pick` each time it is made, so one shape gives many reads. */
type Make = (pick: () => number) => unknown;

const OPS: Record<string, readonly string[]> = {
  id: ['equals', 'in', 'notIn', 'lt', 'gte', 'not'],
  text: ['equals', 'in', 'notIn', 'lt', 'lte', 'gt', 'gte', 'contains', 'startsWith', 'endsWith', 'not'],
  boolean: ['equals', 'not'],
  int: ['equals', 'in', 'notIn', 'lt', 'lte', 'gt', 'gte', 'not'],
  calendarDay: ['equals', 'in', 'notIn', 'lt', 'gt', 'not'],
  timestamp: ['equals', 'lt', 'gte', 'not'],
  select: ['equals', 'in', 'notIn', 'not'],
};

function valueOf(list: ListDef, field: FieldDef, pick: () => number): unknown {
  const from = <T,>(values: readonly T[]) => values[pick() % values.length]!;
  switch (field.kind) {
    case 'id': return from([...(idsOf.get(list.key) ?? []), '00000000-0000-0000-0000-000000000000']);
    case 'text': return from(['a', 'En', '%', 'x_y', 'Kevin Hansen', '', '1', 'É']);
    case 'boolean': return from([true, false]);
    case 'int': return from([0, 1, 7, -3, 120000]);
    case 'calendarDay': return from(['2026-01-31', '2025-12-01', '2024-02-29']);
    // A Date, as a resolver could hand one over, is a value the shape does not follow: built by Drizzle.
    case 'timestamp': return from(['2026-01-01T00:00:00.000Z', new Date('2025-06-01T00:00:00Z')]);
    case 'select': return from(field.values);
    default: return null;
  }
}

function scalarFilter(list: ListDef, field: FieldDef, depth: number): fc.Arbitrary<Make> {
  const ops = OPS[field.kind] ?? ['equals'];
  const op = fc.record({
    op: fc.constantFrom(...ops),
    isNull: fc.boolean(),
    length: fc.integer({ min: 0, max: 3 }),
  });
  return fc.record({
    ops: fc.array(op, { minLength: 1, maxLength: 2 }),
    insensitive: fc.boolean(),
    negated: depth < 1 ? fc.option(fc.constant(true)) : fc.constant(null),
  }).map(({ ops: chosen, insensitive, negated }) => (pick: () => number) => {
    const filter: Input = {};
    for (const { op: name, isNull, length } of chosen) {
      if (name === 'in' || name === 'notIn') filter[name] = Array.from({ length }, () => valueOf(list, field, pick));
      else if (name === 'not') filter.not = isNull ? null : { equals: valueOf(list, field, pick) };
      else filter[name] = isNull && name === 'equals' ? null : valueOf(list, field, pick);
    }
    if (insensitive && field.kind === 'text') filter.mode = 'insensitive';
    return negated ? { not: filter } : filter;
  });
}

function whereOf(list: ListDef, depth: number, deepest = 2): fc.Arbitrary<Make> {
  const fields = Object.entries(list.fields).filter(([, field]) => field.filter !== false && !['json', 'file', 'virtual'].includes(field.kind));
  const one = fc.constantFrom(...fields).chain(([name, field]): fc.Arbitrary<Make> => {
    if (field.kind === 'one' || field.kind === 'many') {
      const ref = lists[field.ref];
      if (depth >= deepest) return fc.constant(() => (field.kind === 'one' ? { [name]: null } : {}));
      const inner = whereOf(ref, depth + 1, deepest);
      if (field.kind === 'one') {
        return fc.oneof(
          fc.constant(() => ({ [name]: null })),
          fc.constant((pick: () => number) => ({ [name]: { id: { equals: valueOf(ref, ref.fields.id!, pick) } } })),
          inner.map((make) => (pick: () => number) => ({ [name]: make(pick) })),
        );
      }
      return fc.tuple(fc.constantFrom('some', 'none', 'every'), inner).map(([how, make]) => (pick: () => number) => ({ [name]: { [how]: make(pick) } }));
    }
    return scalarFilter(list, field, depth).map((make) => (pick: () => number) => ({ [name]: make(pick) }));
  });
  const leaf = fc.array(one, { minLength: 0, maxLength: 3 }).map((parts) => (pick: () => number) => Object.assign({}, ...parts.map((make) => make(pick))) as Input);
  if (depth >= deepest) return leaf;
  return fc.oneof(
    leaf,
    fc.tuple(fc.constantFrom('AND', 'OR', 'NOT'), fc.array(whereOf(list, depth + 1, deepest), { maxLength: 3 })).map(([how, parts]) => (pick: () => number) => ({ [how]: parts.map((make) => make(pick)) })),
  );
}

/** The parts of a read of `list`, each drawn at random; `deepest` bounds the filter's nesting. */
function partsOf(list: ListDef, deepest: number) {
  const columns = Object.keys(getTableColumns(list.table));
  const orderable = Object.values(list.fields).filter((field) => 'column' in field && field.order !== false && field.kind !== 'one' && field.kind !== 'json');
  return {
    caller: fc.integer({ min: 0, max: 1_000 }),
    where: fc.option(whereOf(list, 0, deepest)),
    // A batch of ids, as the to-one loader reads them (`inArray`: a list of any length).
    ids: fc.option(fc.integer({ min: 0, max: 3 })),
    orderBy: fc.array(fc.tuple(fc.constantFrom(...orderable), fc.boolean()), { maxLength: 2 }),
    take: fc.option(fc.integer({ min: 0, max: 5 })),
    skip: fc.option(fc.integer({ min: 0, max: 2 })),
    columns: fc.option(fc.subarray(columns, { minLength: 1 })),
  };
}

/** Reads of any list. */
const readOf = (deepest: number) => fc.constantFrom(...Object.values(lists)).chain((list) => fc.record({ list: fc.constant(list), ...partsOf(list, deepest) }));

/**
 * Two reads of one list that differ in one part only (the caller, the filter, the order, …): the
 * pairs most likely to tell a shape that misses a difference.
 */
const pairOf = (deepest: number) =>
  fc.constantFrom(...Object.values(lists)).chain((list) => {
    const parts = partsOf(list, deepest);
    return fc.record({ list: fc.constant(list), ...parts }).chain((first) =>
      fc.constantFrom(...(Object.keys(parts) as (keyof typeof parts)[])).chain((part) =>
        (parts[part] as fc.Arbitrary<unknown>).map((other) => [first, { ...first, [part]: other }] as const),
      ),
    );
  });

const readCase = readOf(2);
type ReadCase = typeof readCase extends fc.Arbitrary<infer T> ? T : never;

function clausesOf(read: ReadCase, seed: number) {
  let state = seed;
  const pick = () => (state = (state * 1_103_515_245 + 12_345) % 2_147_483_648);
  const principal = callers[read.caller % callers.length]!;
  const context = createRequestContext(app.services, { request: new Request('http://localhost/api/graphql'), principal, clientIp: '127.0.0.1' });
  const { list } = read;
  const where = read.where ? (read.where(pick) as Input) : null;
  let filter: SQL;
  try {
    const ids = read.ids === null ? undefined : inArray(list.idColumn, Array.from({ length: read.ids }, () => String(valueOf(list, list.fields.id!, pick))));
    filter = and(accessSql(list.readFilter(context)), whereToSql(lists, list, where, context), ids) as SQL;
  } catch {
    return null; // a filter the API refuses (a null `in`), refused before any statement
  }
  const all = getTableColumns(list.table);
  const fields = Object.fromEntries((read.columns ?? Object.keys(all)).map((property) => [property, all[property]!]));
  const orderBy = [...read.orderBy.map(([field, down]) => ('column' in field ? (down ? desc(field.column) : asc(field.column)) : asc(list.idColumn))), asc(list.idColumn)];
  const clauses: ReadClauses = { where: filter, orderBy, limit: read.take ?? 5000, offset: read.skip ?? 0 };
  return { table: list.table, fields, clauses };
}

async function outcome(run: () => Promise<Row[]>): Promise<unknown> {
  try {
    return await run();
  } catch (error) {
    return { failed: String((error as { cause?: unknown }).cause ?? error) };
  }
}

describe('a list read kept per shape', () => {
  it("sends exactly Drizzle's statement and reads the same rows, for any caller, filter, order, page and columns", async () => {
    const { db } = app.services;
    const seen = new Set<string>();
    let reused = 0;
    await fc.assert(
      fc.asyncProperty(readCase, fc.integer({ min: 1, max: 2 ** 30 }), async (read, seed) => {
        for (const round of [seed, seed + 7_919]) {
          const built = clausesOf(read, round);
          if (!built) return;
          const { table, fields, clauses } = built;
          const shape = readShape(table, fields, clauses);
          if (shape && seen.has(shape.key)) reused += 1;
          if (shape) seen.add(shape.key);
          const expected = buildRead(db, table, fields, clauses);
          expect(readStatement(db, table, fields, clauses).toSQL()).toEqual(expected);
          const keys = Object.keys(fields);
          const ours = await outcome(() => readRows(db, table, fields, clauses));
          const drizzles = await outcome(() => selectArrayRows(db, { toSQL: () => expected }, (rows) => rows.map((cells) => Object.fromEntries(keys.map((key, i) => [key, cells[i] === null ? null : fields[key]!.mapFromDriverValue(cells[i])])))));
          expect(ours).toEqual(drizzles);
        }
      }),
      { numRuns: 300 },
    );
    // Most second reads met a kept text: the comparison above covered kept texts, not only fresh builds.
    expect(reused).toBeGreaterThan(200);
  }, 240_000);

  it('gives two reads one shape only when Drizzle writes them alike, over pairs that differ in one part', () => {
    const { db } = app.services;
    let alike = 0;
    let apart = 0;
    fc.assert(
      fc.property(pairOf(1), fc.integer({ min: 1, max: 2 ** 30 }), ([first, second], seed) => {
        const [a, b] = [clausesOf(first, seed), clausesOf(second, seed + 1)];
        if (!a || !b) return;
        const [shapeA, shapeB] = [readShape(a.table, a.fields, a.clauses), readShape(b.table, b.fields, b.clauses)];
        if (!shapeA || !shapeB) return;
        const [builtA, builtB] = [buildRead(db, a.table, a.fields, a.clauses), buildRead(db, b.table, b.fields, b.clauses)];
        expect(shapeA.params).toEqual(builtA.params);
        expect(shapeB.params).toEqual(builtB.params);
        if (shapeA.key === shapeB.key) {
          alike += 1;
          expect(builtB.sql).toBe(builtA.sql);
        } else apart += 1;
      }),
      { numRuns: 3_000 },
    );
    // Both outcomes were met often: the property was put to the test.
    expect(alike).toBeGreaterThan(300);
    expect(apart).toBeGreaterThan(300);
  }, 120_000);
});
