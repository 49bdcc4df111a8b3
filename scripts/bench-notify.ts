// `npm run bench:notify` (issue 15): the notification queue's cost and throughput.
// 1. Enqueue overhead per upload request: the same createHrSalary multipart upload, in the same
//    run, with the notification event enqueued in its transaction and with enqueueing replaced by
//    nothing; the median difference per request is the figure.
// 2. Delivery throughput: BENCH_EVENTS (default 10,000) events enqueued, then the workers fan them
//    out and mail the digests to a local SMTP server (smtp-server); events/s and mails/s, and when
//    each stage (fan-out, mails) was done. The queue runs with the production settings (NOTIFY_*
//    from the environment, or their defaults), except that digests leave at once (no batch window).
// Runs on the embedded PGlite, or PostgreSQL when DATABASE_URL is set (a scratch database is created
// on that server and dropped at the end). Figures are printed, not asserted.
import { performance } from 'node:perf_hooks';
import { count, isNotNull } from 'drizzle-orm';
import { loadConfig } from '../server/src/config';
import type { Db } from '../server/src/db/client';
import { companies, companyEmployees, hrSalaries, notificationItems, users } from '../server/src/db/schema';
import { DIGEST_QUEUE, EVENT_QUEUE } from '../server/src/notifications/queue';
import { uploadSlip } from '../server/src/testing/notification-support';
import { startSmtpCapture } from '../server/src/testing/smtp-capture';
import { createTestApp } from '../server/src/testing/test-app';
import { table } from './bench/report';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 10_000);
const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 100);
const RECIPIENTS = 1000;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const smtp = await startSmtpCapture();
const notifications = { ...loadConfig().notifications, workers: false, batchSeconds: 0 };
const app = await createTestApp({ smtpUrl: smtp.url, notifications });
const db = app.services.db;
const realQueue = app.services.notifications;

// 1. Upload requests, alternating with and without enqueueing so load changes hit both alike.
const [employee] = await db.select({ id: companyEmployees.id }).from(companyEmployees).limit(1);
const withEvent: number[] = [];
const withoutEvent: number[] = [];
const noQueue = { ...realQueue, enqueue: () => Promise.resolve() };
for (let i = 0; i < UPLOADS; i++) {
  for (const enqueue of [true, false]) {
    app.services.notifications = enqueue ? realQueue : noQueue;
    const started = performance.now();
    const result = await uploadSlip(app, employee!.id, `20${String(10 + (i % 80)).padStart(2, '0')}-0${(i % 9) + 1}-01`);
    (enqueue ? withEvent : withoutEvent).push(performance.now() - started);
    if (result.errors) throw new Error(result.errors[0]!.message);
  }
}
app.services.notifications = realQueue;
console.log(`database: ${app.services.database.kind}`);
console.log(`upload request, median of ${UPLOADS}: ${median(withEvent).toFixed(1)} ms with the event enqueued, ${median(withoutEvent).toFixed(1)} ms without`);
console.log(`enqueue overhead per upload request: ${(median(withEvent) - median(withoutEvent)).toFixed(1)} ms (median difference)`);

// 2. EVENTS slip events for RECIPIENTS employees with accounts, enqueued in transactions of 500.
const [company] = await db.insert(companies).values({ code: '9999', name: 'Bench S.A.', hrEnabled: true }).returning();
const userRows = await db
  .insert(users)
  .values(Array.from({ length: RECIPIENTS }, (_, i) => ({ email: `bench-${i}@bench.test`, name: `Bench ${i}`, language: ['fr', 'en', 'de', 'pt'][i % 4] })))
  .returning({ id: users.id });
const employees = await db
  .insert(companyEmployees)
  .values(userRows.map((u, i) => ({ companyId: company!.id, code: String(i + 1), name: `Bench ${i}`, userId: u.id })))
  .returning({ id: companyEmployees.id });
const slips = await db
  .insert(hrSalaries)
  .values(Array.from({ length: EVENTS }, (_, i) => ({ date: `2025-${String((i % 12) + 1).padStart(2, '0')}-01`, employeeId: employees[i % RECIPIENTS]!.id })))
  .returning({ id: hrSalaries.id });
const enqueueStarted = performance.now();
for (let i = 0; i < slips.length; i += 500) {
  await db.transaction(async (tx) => {
    for (const slip of slips.slice(i, i + 500)) await realQueue.enqueue(tx as unknown as Db, { kind: 'salaryDocumentCreated', salaryId: slip.id });
  });
}
const enqueueMs = performance.now() - enqueueStarted;

/** Jobs of each queue not finished yet (created, retry or active). */
async function unfinishedByQueue(): Promise<Map<string, number>> {
  const { rows } = await app.services.notifications.boss
    .getDb()
    .executeSql("select name, count(*)::int as n from pgboss.job where state in ('created', 'retry', 'active') group by name", []);
  return new Map(rows.map((row) => [String(row.name), Number(row.n)]));
}

const deliveryStarted = performance.now();
const mailsBefore = smtp.messages.length;
await realQueue.startWorkers();
// Outcomes, not time: polled until no job is left; each stage's end is noted as it is seen.
let fannedOutMs: number | null = null;
for (;;) {
  await new Promise((resolve) => setTimeout(resolve, 100));
  const unfinished = await unfinishedByQueue();
  if (fannedOutMs === null && !unfinished.get(EVENT_QUEUE)) fannedOutMs = performance.now() - deliveryStarted;
  if ([...unfinished.values()].every((n) => n === 0)) break;
}
const deliveryMs = performance.now() - deliveryStarted;
const mails = smtp.messages.length - mailsBefore;
const [{ sent } = { sent: 0 }] = await db.select({ sent: count() }).from(notificationItems).where(isNotNull(notificationItems.sentAt));
const { rows: failed } = await app.services.notifications.boss.getDb().executeSql("select count(*)::int as n from pgboss.job where state = 'failed'", []);

const perSecond = (n: number, ms: number) => ((n / ms) * 1000).toFixed(1);
console.log(
  `\nqueue settings: polling ${notifications.pollingSeconds} s, ${notifications.deliveryConcurrency} delivery workers, no batch window; ${RECIPIENTS} recipients`,
);
console.log(
  table([
    ['database', 'events', 'notifications', 'mails', 'failed jobs', 'fan-out s', 'all mails s', 'events/s', 'mails/s', 'enqueue ms/event'],
    [
      app.services.database.kind,
      EVENTS,
      sent,
      mails,
      Number(failed[0]?.n ?? 0),
      ((fannedOutMs ?? deliveryMs) / 1000).toFixed(1),
      (deliveryMs / 1000).toFixed(1),
      perSecond(EVENTS, deliveryMs),
      perSecond(mails, deliveryMs),
      (enqueueMs / EVENTS).toFixed(2),
    ],
  ]),
);
console.log(`(${DIGEST_QUEUE}: one digest per recipient at a time; events/s and mails/s from the workers' start to the last job done)`);
await app.close();
await smtp.close();
