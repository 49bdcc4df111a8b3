import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Mailer } from '../mail/mailer';
import { createNotificationQueue } from '../notifications/queue';
import type { SqlExecutor } from '../notifications/sql-adapters';
import { companies, companyEmployees, users } from '../db/schema';
import { encodeWithExtractFiles, pdfFile, postUpload } from './multipart';
import type { TestApp } from './test-app';

/** Timings short enough for tests: no batching wait, quick retries and expiry. */
export const FAST_NOTIFICATIONS = {
  workers: false,
  batchSeconds: 0,
  retryDelaySeconds: 1,
  retryLimit: 20,
  expireSeconds: 3,
  pollingSeconds: 1,
  maintenanceSeconds: 1,
  deliveryConcurrency: 4,
};

const LANGUAGES = ['fr', 'en', 'de', 'pt'] as const;

/** Gives employees `codes` of `companyCode` a user account each, languages in turn fr, en, de, pt. */
export async function giveAccounts(db: Db, companyCode: string, codes: string[]) {
  const [company] = await db.select().from(companies).where(eq(companies.code, companyCode));
  const employees = await db
    .select()
    .from(companyEmployees)
    .where(and(eq(companyEmployees.companyId, company!.id), inArray(companyEmployees.code, codes)));
  const accounts = [];
  for (const [i, employee] of employees.entries()) {
    const language = LANGUAGES[i % LANGUAGES.length]!;
    const email = `staff-${companyCode}-${employee.code}@demo.test`;
    const [user] = await db.insert(users).values({ email, name: employee.name, language }).returning();
    await db.update(companyEmployees).set({ userId: user!.id }).where(eq(companyEmployees.id, employee.id));
    accounts.push({ email, language, employeeId: employee.id, name: employee.name });
  }
  return accounts;
}

const CREATE_SALARY = 'mutation($data: HrSalaryCreateInput!) { createHrSalary(data: $data) { id } }';

/** payroll@demo.test uploads a slip for `employeeId` through the real multipart mutation. */
export async function uploadSlip(app: TestApp, employeeId: string, date = '2025-11-01', bytes: Uint8Array<ArrayBuffer> = pdfFile(`slip ${employeeId}`)) {
  const form = await encodeWithExtractFiles(CREATE_SALARY, {
    data: { date, type: 'slip', employee: { connect: { id: employeeId } }, attachment: { upload: new File([bytes], 'slip.pdf', { type: 'application/pdf' }) } },
  });
  return postUpload<{ createHrSalary: { id: string } | null }>(app.fetch, form, await app.tokenFor('payroll@demo.test'));
}

/** Jobs of the notification queues not yet finished (created, retry or active). */
export async function unfinishedJobs(app: TestApp): Promise<number> {
  const { rows } = await app.services.notifications.boss.getDb().executeSql("select count(*)::int as n from pgboss.job where state in ('created', 'retry', 'active')", []);
  return Number(rows[0]?.n ?? 0);
}

/**
 * A second worker process, for the tests of a worker killed mid-delivery: it sends through
 * `mailer`, and `kill()` ends it as a killed process ends. Its database connection goes dead with
 * it: nothing it still sends reaches the database and nothing answers. (pg-boss fails a stopped
 * worker's hung handlers once they expire; through a dead connection those late writes go nowhere
 * instead of reaching a database the test has since closed.)
 */
export async function startKillableWorker(app: TestApp, mailer: Mailer): Promise<{ kill(): Promise<void> }> {
  let dead = false;
  const sql: SqlExecutor = { executeSql: (text, values) => (dead ? new Promise(() => undefined) : app.services.database.queueSql.executeSql(text, values)) };
  const queue = createNotificationQueue({ db: app.services.db, sql, mailer, log: app.services.log, publicUrl: app.services.config.publicUrl, ...FAST_NOTIFICATIONS });
  await queue.startWorkers();
  return {
    async kill() {
      await queue.stop({ graceful: false });
      dead = true;
    },
  };
}
