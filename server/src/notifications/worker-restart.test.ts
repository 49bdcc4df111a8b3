import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { Mailer } from '../mail/mailer';
import { FAST_NOTIFICATIONS, giveAccounts, startKillableWorker, unfinishedJobs, uploadSlip } from '../testing/notification-support';
import { startSmtpCapture, type SmtpCapture } from '../testing/smtp-capture';
import { createTestApp, type TestApp } from '../testing/test-app';

let smtp: SmtpCapture;
let app: TestApp;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  app = await createTestApp({ smtpUrl: smtp.url, notifications: FAST_NOTIFICATIONS });
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

const WAIT = { timeout: 90_000, interval: 200 };

it('a worker killed mid-batch leaves nothing lost and nothing doubled: the restarted worker mails every notification exactly once', async () => {
  const accounts = await giveAccounts(app.services.db, '1001', ['13', '14', '16', '17', '18', '19', '20', '21']);
  // Uploaded while no worker runs: the events wait, committed, in the queue.
  for (const account of accounts) expect((await uploadSlip(app, account.employeeId)).errors).toBeUndefined();

  // The first worker mails two digests, then "dies" inside its third send: that send never
  // returns, as when the process is killed while talking to the SMTP server.
  let sends = 0;
  let hung = 0;
  const dyingMailer: Mailer = {
    send(message) {
      sends++;
      if (sends <= 2) return app.services.mailer.send(message);
      hung++;
      return new Promise<void>(() => undefined);
    },
  };
  const first = await startKillableWorker(app, dyingMailer);
  await vi.waitFor(() => expect(smtp.messages.length === 2 && hung >= 1).toBe(true), WAIT);
  await first.kill();

  // The restarted worker (the app's own queue): the killed worker's active jobs expire and are retried.
  await app.services.notifications.startWorkers();
  await vi.waitFor(() => expect(new Set(smtp.messages.flatMap((m) => m.to)).size).toBe(accounts.length), WAIT);
  await vi.waitFor(async () => expect(await unfinishedJobs(app)).toBe(0), WAIT);
  const recipients = smtp.messages.flatMap((m) => m.to).sort();
  expect(recipients).toEqual(accounts.map((a) => a.email).sort());
});
