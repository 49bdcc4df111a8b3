import { expect, it, vi } from 'vitest';
import { dataAs, demoIds } from '../testing/access-matrix-support';
import { mailingTestApp } from '../testing/mailing-test-app';
import { FAST_NOTIFICATIONS } from '../testing/notification-support';

// With a batch window (batchSeconds > 0, as in every real configuration) the digest is queued with
// a start time; that path once failed in the transaction and no immediate mail ever left.

const mailing = mailingTestApp({ notifications: { ...FAST_NOTIFICATIONS, batchSeconds: 1 } });

it("a new HR message mails the company's HR with a link to the thread and without the text; never its author", async () => {
  const thread = (await demoIds(mailing.app)).employee['1001/12']!;
  const body = 'Can I get a certificate of employment?';
  await dataAs(mailing.app, 'employee', 'mutation($data: HrMessageCreateInput!) { createHrMessage(data: $data) { id } }', {
    data: { employee: { connect: { id: thread } }, body },
  });
  await vi.waitFor(() => expect(mailing.smtp.messages.some((m) => m.to.includes('hr@demo.test'))).toBe(true), { timeout: 60_000, interval: 200 });
  const mail = mailing.smtp.messages.find((m) => m.to.includes('hr@demo.test'))!;
  expect(mail.text).toContain('Luc Thill wrote a new message in the HR conversation of Luc Thill.');
  expect(mail.text).toContain(`/hr/employees/${thread}/messages`);
  expect(mail.text).not.toContain(body);
  expect(mailing.smtp.messages.flatMap((m) => m.to)).not.toContain('employee@demo.test');
});
