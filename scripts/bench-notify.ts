// `npm run bench:notify` (issue 15): the notification queue's cost and throughput.
// 1. Enqueue overhead per upload request: the same createHrSalary multipart upload, in the same
//    run, with the notification event enqueued in its transaction and with enqueueing replaced by
//    nothing; the median difference per request is the figure.
// 2. Delivery throughput: BENCH_EVENTS (default 10,000) events enqueued, then the workers fan them
//    out and mail the digests to a local SMTP server (smtp-server); events/s and mails/s.
// Runs on the embedded PGlite, or PostgreSQL when DATABASE_URL is set. Figures are printed, not asserted.
import { performance } from 'node:perf_hooks';
import { count, isNotNull } from 'drizzle-orm';
import type { Db } from '../server/src/db/client';
import { companies, companyEmployees, hrSalaries, notificationItems, users } from '../server/src/db/schema';
import { uploadSlip, unfinishedJobs } from '../server/src/testing/notification-support';
import { startSmtpCapture } from '../server/src/testing/smtp-capture';
import { createTestApp } from '../server/src/testing/test-app';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 10_000);
const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 100);
const RECIPIENTS = 1000;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const smtp = await startSmtpCapture();
const app = await createTestApp({
  smtpUrl: smtp.url,
  notifications: { workers: false, batchSeconds: 0, retryDelaySeconds: 1, retryLimit: 5, expireSeconds: 300, pollingSeconds: 1, maintenanceSeconds: 60, deliveryConcurrency: 8 },
});
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

const deliveryStarted = performance.now();
const mailsBefore = smtp.messages.length;
await realQueue.startWorkers();
for (;;) {
  await new Promise((resolve) => setTimeout(resolve, 1000));
  if ((await unfinishedJobs(app)) === 0) break;
}
const deliveryMs = performance.now() - deliveryStarted;
const mails = smtp.messages.length - mailsBefore;
const [{ sent } = { sent: 0 }] = await db.select({ sent: count() }).from(notificationItems).where(isNotNull(notificationItems.sentAt));

const lines = [
  `enqueue of ${EVENTS} events in transactions of 500: ${(enqueueMs / EVENTS).toFixed(2)} ms per event`,
  `delivery: ${EVENTS} events → ${sent} notifications → ${mails} mails to ${RECIPIENTS} recipients in ${(deliveryMs / 1000).toFixed(1)} s`,
  `throughput: ${((EVENTS / deliveryMs) * 1000).toFixed(0)} events/s, ${((mails / deliveryMs) * 1000).toFixed(1)} mails/s to the local SMTP server`,
];
console.log(lines.join('\n'));
await app.close();
await smtp.close();
