import { expect, it, vi } from 'vitest';
import type { Mailer } from '../mail/mailer';
import { mailingTestApp } from '../testing/mailing-test-app';
import { giveAccounts, startKillableWorker, unfinishedJobs, uploadSlip } from '../testing/notification-support';

// No workers at start: the test runs (and kills) its own.
const mailing = mailingTestApp({ startWorkers: false, timeoutMs: 90_000 });
const WAIT = mailing.wait;

it('a worker killed mid-batch leaves nothing lost and nothing doubled: the restarted worker mails every notification exactly once', async () => {
  const accounts = await giveAccounts(mailing.app.services.db, '1001', ['13', '14', '16', '17', '18', '19', '20', '21']);
  // Uploaded while no worker runs: the events wait, committed, in the queue.
  for (const account of accounts) expect((await uploadSlip(mailing.app, account.employeeId)).errors).toBeUndefined();

  // The first worker mails two digests, then "dies" inside its third send: that send never
  // returns, as when the process is killed while talking to the SMTP server.
  let sends = 0;
  let hung = 0;
  const dyingMailer: Mailer = {
    send(message) {
      sends++;
      if (sends <= 2) return mailing.app.services.mailer.send(message);
      hung++;
      return new Promise<void>(() => undefined);
    },
  };
  const first = await startKillableWorker(mailing.app, dyingMailer);
  await vi.waitFor(() => expect(mailing.smtp.messages.length === 2 && hung >= 1).toBe(true), WAIT);
  await first.kill();

  // The restarted worker (the app's own queue): the killed worker's active jobs expire and are retried.
  await mailing.app.services.notifications.startWorkers();
  await vi.waitFor(() => expect(new Set(mailing.smtp.messages.flatMap((m) => m.to)).size).toBe(accounts.length), WAIT);
  await vi.waitFor(async () => expect(await unfinishedJobs(mailing.app)).toBe(0), WAIT);
  const recipients = mailing.smtp.messages.flatMap((m) => m.to).sort();
  expect(recipients).toEqual(accounts.map((a) => a.email).sort());
});
