import { count } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { Db } from '../db/client';
import { hrSalaries, notificationItems } from '../db/schema';
import { FAST_NOTIFICATIONS, giveAccounts } from '../testing/notification-support';
import { startSmtpCapture, type SmtpCapture } from '../testing/smtp-capture';
import { createTestApp, type TestApp } from '../testing/test-app';

// A burst of events is worked through at once, not one job per polling interval: the workers fetch
// in batches and fetch again without waiting while they find jobs (`npm run bench:notify` measured
// one event per interval before, so 10,000 events took hours).

const POLLING_SECONDS = 30;
const EVENTS = 60;

let smtp: SmtpCapture;
let app: TestApp;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  app = await createTestApp({ smtpUrl: smtp.url, notifications: { ...FAST_NOTIFICATIONS, pollingSeconds: POLLING_SECONDS } });
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

it(`fans out ${EVENTS} waiting events well within one polling interval of ${POLLING_SECONDS} s`, async () => {
  const accounts = await giveAccounts(app.services.db, '1001', ['13', '14', '16']);
  const slips = await app.services.db
    .insert(hrSalaries)
    .values(Array.from({ length: EVENTS }, (_, i) => ({ date: `20${String(10 + Math.floor(i / 3)).padStart(2, '0')}-01-01`, employeeId: accounts[i % accounts.length]!.employeeId })))
    .returning({ id: hrSalaries.id });
  await app.services.db.transaction(async (tx) => {
    for (const slip of slips) await app.services.notifications.enqueue(tx as unknown as Db, { kind: 'salaryDocumentCreated', salaryId: slip.id });
  });

  await app.services.notifications.startWorkers();
  const fannedOut = async () => (await app.services.db.select({ n: count() }).from(notificationItems))[0]!.n;
  // One job per interval would have fanned out a single event by now; the limit is half an interval.
  await vi.waitFor(async () => expect(await fannedOut()).toBe(EVENTS), { timeout: (POLLING_SECONDS / 2) * 1000, interval: 200 });
});
