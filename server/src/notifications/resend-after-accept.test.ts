import { expect, it, vi } from 'vitest';
import type { Mailer } from '../mail/mailer';
import { mailingTestApp } from '../testing/mailing-test-app';
import { giveAccounts, startKillableWorker, unfinishedJobs, uploadSlip } from '../testing/notification-support';

// The window SMTP leaves open (docs/decisions/notifications.md, "At most once per event and recipient"): a worker that
// dies after the server accepted a mail, before the items are marked sent.

// No workers at start: the test runs (and kills) its own.
const mailing = mailingTestApp({ startWorkers: false, timeoutMs: 90_000 });
const WAIT = mailing.wait;

it('a worker killed after the SMTP server accepted a mail: the retry sends that same message (same Message-ID, same items), so receivers keep one', async () => {
  const before = mailing.smtp.messages.length;
  const accounts = await giveAccounts(mailing.app.services.db, '1001', ['13', '14']);
  for (const account of accounts) expect((await uploadSlip(mailing.app, account.employeeId)).errors).toBeUndefined();

  // Each send reaches the SMTP server and is accepted, then never returns: the process "dies" there.
  const acceptedThenDied: Mailer = {
    async send(message) {
      await mailing.app.services.mailer.send(message);
      return new Promise<void>(() => undefined);
    },
  };
  const first = await startKillableWorker(mailing.app, acceptedThenDied);
  await vi.waitFor(() => expect(mailing.smtp.messages.length - before).toBe(accounts.length), WAIT);
  await first.kill();

  await mailing.app.services.notifications.startWorkers();
  await vi.waitFor(async () => expect(await unfinishedJobs(mailing.app)).toBe(0), WAIT);
  const mails = mailing.smtp.messages.slice(before);
  // SMTP gives no way to know the first copy arrived, so it goes again: the identical message.
  expect(mails).toHaveLength(accounts.length * 2);
  const byId = new Map<string, typeof mails>();
  for (const mail of mails) byId.set(mail.messageId, [...(byId.get(mail.messageId) ?? []), mail]);
  expect(byId.size).toBe(accounts.length);
  for (const [messageId, copies] of byId) {
    expect(messageId).toMatch(/^<notify\.[\w.-]+@[\w.-]+>$/);
    expect(copies.map((c) => c.text)).toEqual([copies[0]!.text, copies[0]!.text]);
  }
  expect([...byId.values()].map((copies) => copies[0]!.to[0]).sort()).toEqual(accounts.map((a) => a.email).sort());
});
