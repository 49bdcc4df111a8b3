// readRows maps the driver's rows itself (Drizzle's mapping was most of a 2,000-row read's cost):
// every list's rows must come out exactly as Drizzle's own select gives them, on the demo data.
import { asc, getTableColumns } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyEmployees } from '../db/schema';
import { lists } from '../lists';
import { createTestApp, type TestApp } from '../testing/test-app';
import { readRows } from './read-rows';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('readRows', () => {
  it("gives every list's rows as Drizzle's own select does: dates, JSON, booleans, numbers and nulls alike", async () => {
    const { db } = app.services;
    const kinds = new Set<string>();
    for (const list of Object.values(lists)) {
      const columns = getTableColumns(list.table) as Record<string, AnyPgColumn>;
      const expected = await db.select().from(list.table).orderBy(asc(list.idColumn));
      const rows = await readRows(db, list.table, columns, { orderBy: [asc(list.idColumn)] });
      expect(rows, list.key).toEqual(expected);
      for (const row of rows) for (const value of Object.values(row)) kinds.add(value === null ? 'null' : value instanceof Date ? 'date' : typeof value);
    }
    // The comparison covered each kind of value the columns decode to.
    expect([...kinds].sort()).toEqual(['boolean', 'date', 'null', 'number', 'object', 'string']);
  });

  it('reads only the columns asked for, under their property names, with the clauses given', async () => {
    const { code, name, companyId } = companyEmployees;
    const rows = await readRows(app.services.db, companyEmployees, { code, employer: companyId, name }, { orderBy: [asc(name)], limit: 2, offset: 1 });
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(Object.keys(row)).toEqual(['code', 'employer', 'name']);
    const all = await app.services.db.select({ name }).from(companyEmployees).orderBy(asc(name));
    expect(rows.map((row) => row.name)).toEqual(all.slice(1, 3).map((row) => row.name));
  });
});
