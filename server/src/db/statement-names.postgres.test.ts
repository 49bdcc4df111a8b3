// On PostgreSQL the API's statements that come back are sent as named statements, parsed and planned
// once per connection (statement-names.ts). Statements are run one after another here, so the pool
// hands back the same connection each time (pg-pool reuses the last one released), and that
// connection's prepared statements can be read.
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthenticator } from '../auth/authenticate';
import { readRows } from '../keystone/read-rows';
import { createTestApp, type TestApp } from '../testing/test-app';
import { openDatabase, type Db } from './client';
import { companyEmployees } from './schema';
import { FREQUENT_STATEMENT_PREFIX, RUNS_BEFORE_NAMED } from './statement-names';

// What a connection holds is read here, so the suite's connections must go straight to PostgreSQL:
// behind a pooler in transaction mode (CI's run through PgBouncer) vitest.config.ts leaves this file
// for the direct run.
describe('statement names on a connection straight to PostgreSQL', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  /** The connection's statements named here whose text contains `fragment`. */
  async function prepared(fragment: string): Promise<string[]> {
    // node-postgres answers a result object; the Db type does not say which driver's.
    const result = (await app.services.db.execute(sql`select statement from pg_prepared_statements where starts_with(name, ${FREQUENT_STATEMENT_PREFIX}) and strpos(statement, ${fragment}) > 0`)) as unknown as { rows: { statement: string }[] };
    return result.rows.map((row) => row.statement);
  }

  /** The names of every statement prepared on the connection `db` runs this on. */
  async function preparedNames(db: Db): Promise<string[]> {
    const result = (await db.execute(sql`select name from pg_prepared_statements order by name`)) as unknown as { rows: { name: string }[] };
    return result.rows.map((row) => row.name);
  }

  /** Authenticates a request with a demo user's session, as every API request does. */
  async function authenticateWith(db: Db): Promise<void> {
    const token = await app.tokenFor('admin@demo.test');
    const principal = await createAuthenticator({ db }, null).authenticate(new Request('http://localhost/', { headers: { authorization: `Bearer ${token}` } }));
    expect(principal?.user.email).toBe('admin@demo.test');
  }

  it('reads the same rows once a list read is a prepared statement, and the connection holds it once', async () => {
    const { db } = app.services;
    const [{ companyId } = { companyId: '' }] = await db.select({ companyId: companyEmployees.companyId }).from(companyEmployees).limit(1);
    const { id, name, code } = companyEmployees;
    const expected = await db.select({ id, name, code }).from(companyEmployees).where(eq(companyEmployees.companyId, companyId)).orderBy(asc(name), asc(id));
    expect(expected.length).toBeGreaterThan(1);
    for (let run = 0; run < RUNS_BEFORE_NAMED + 3; run++) {
      const rows = await readRows(db, companyEmployees, { id, name, code }, { where: eq(companyEmployees.companyId, companyId), orderBy: [asc(name), asc(id)] });
      expect(rows).toEqual(expected);
    }
    const statements = await prepared('order by "company_employees"."name" asc, "company_employees"."id" asc');
    expect(statements).toHaveLength(1);
    expect(statements[0]).toContain('"company_employees"."company_id" = $1');
  });

  it('names the statements of transactions too, which run on a connection of their own', async () => {
    const { db } = app.services;
    for (let run = 0; run < RUNS_BEFORE_NAMED + 1; run++) {
      const count = await db.transaction((tx) => tx.execute(sql`select count(*) from company_employees where code <> ${'no such code, transaction'}`));
      expect(count).toBeTruthy();
    }
    expect(await prepared('no such code')).toHaveLength(0); // the value is a parameter, not in the text
    expect(await prepared('select count(*) from company_employees where code <> $1')).toHaveLength(1);
  });

  it('leaves a statement without parameters unnamed, so a text of several statements still runs', async () => {
    const { db } = app.services;
    for (let run = 0; run < RUNS_BEFORE_NAMED + 2; run++) await db.execute(sql.raw('select 1 as one; select 2 as two'));
    expect(await prepared('select 1 as one')).toEqual([]);
  });

  it('keeps the name a caller gave its statement: the session query is prepared once as authenticate_session', async () => {
    for (let run = 0; run < 2; run++) await authenticateWith(app.services.db);
    expect(await preparedNames(app.services.db)).toContain('authenticate_session');
  });

  it('behind a pooler in transaction mode, prepares no named statement, not even authenticate_session', async () => {
    const pooled = await openDatabase({ url: app.services.config.databaseUrl, dir: null, poolMode: 'transaction' });
    try {
      const { id, name } = companyEmployees;
      for (let run = 0; run < RUNS_BEFORE_NAMED + 2; run++) {
        await authenticateWith(pooled.db);
        await readRows(pooled.db, companyEmployees, { id, name }, { orderBy: [asc(name)], limit: 3 });
        await pooled.db.transaction((tx) => tx.execute(sql`select count(*) from company_employees where code <> ${'none'}`));
      }
      expect(await preparedNames(pooled.db)).toEqual([]);
    } finally {
      await pooled.close();
    }
  });
});
