// On PostgreSQL a list read that comes back is sent as a named statement, parsed and planned once per
// connection (`db/statement-names.ts`): its rows must stay the same, and the server must hold it once.
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { RUNS_BEFORE_NAMED } from '../db/statement-names';
import { companyEmployees } from '../db/schema';
import { createTestApp, type TestApp } from '../testing/test-app';
import { readRows } from './read-rows';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

it('reads the same rows once its SQL is a prepared statement, and the connection holds that statement once', async () => {
  const { db } = app.services;
  const [{ companyId } = { companyId: '' }] = await db.select({ companyId: companyEmployees.companyId }).from(companyEmployees).limit(1);
  const { id, name, code } = companyEmployees;
  const expected = await db.select({ id, name, code }).from(companyEmployees).where(eq(companyEmployees.companyId, companyId)).orderBy(asc(name), asc(id));
  expect(expected.length).toBeGreaterThan(1);
  // One after another, so the pool hands back the same connection (pg-pool reuses the last released).
  for (let run = 0; run < RUNS_BEFORE_NAMED + 3; run++) {
    const rows = await readRows(db, companyEmployees, { id, name, code }, { where: eq(companyEmployees.companyId, companyId), orderBy: [asc(name), asc(id)] });
    expect(rows).toEqual(expected);
  }
  // node-postgres answers a result object; the Db type does not say which driver's.
  const prepared = (await db.execute(sql`select statement from pg_prepared_statements where statement like '%company_employees%' and name like 'read\_%'`)) as unknown as { rows: { statement: string }[] };
  expect(prepared.rows).toHaveLength(1);
  expect(prepared.rows[0]!.statement).toContain('"company_employees"."company_id" = $1');
});
