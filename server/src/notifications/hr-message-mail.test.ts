import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { dataAs, demoIds } from '../testing/access-matrix-support';
import { FAST_NOTIFICATIONS } from '../testing/notification-support';
import { startSmtpCapture, type SmtpCapture } from '../testing/smtp-capture';
import { createTestApp, type TestApp } from '../testing/test-app';

// With a batch window (batchSeconds > 0, as in every real configuration) the digest is queued with
// a start time; that path once failed in the transaction and no immediate mail ever left.

let smtp: SmtpCapture;
let app: TestApp;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  app = await createTestApp({ smtpUrl: smtp.url, notifications: { ...FAST_NOTIFICATIONS, batchSeconds: 1 } });
  await app.services.notifications.startWorkers();
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

it("a new HR message mails the company's HR with a link to the thread and without the text; never its author", async () => {
  const thread = (await demoIds(app)).employee['1001/12']!;
  const body = 'Can I get a certificate of employment?';
  await dataAs(app, 'employee', 'mutation($data: HrMessageCreateInput!) { createHrMessage(data: $data) { id } }', {
    data: { employee: { connect: { id: thread } }, body },
  });
  await vi.waitFor(() => expect(smtp.messages.some((m) => m.to.includes('hr@demo.test'))).toBe(true), { timeout: 60_000, interval: 200 });
  const mail = smtp.messages.find((m) => m.to.includes('hr@demo.test'))!;
  expect(mail.text).toContain('Luc Thill wrote a new message in the HR conversation of Luc Thill.');
  expect(mail.text).toContain(`/hr/messages?employee=${thread}`);
  expect(mail.text).not.toContain(body);
  expect(smtp.messages.flatMap((m) => m.to)).not.toContain('employee@demo.test');
});
