import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createLogger } from '../log';
import { FAST_NOTIFICATIONS, giveAccounts, unfinishedJobs, uploadSlip } from '../testing/notification-support';
import { startSmtpCapture, type SmtpCapture } from '../testing/smtp-capture';
import { createTestApp, type TestApp } from '../testing/test-app';
import { NOTIFICATION_FAILED_ACTION } from './failed-jobs';
import { createNotificationQueue, DIGEST_QUEUE, type NotificationQueue } from './queue';

// A mail that SMTP refuses on every attempt, through the real queue and a real SMTP server: once its
// retries are spent it is logged and recorded for the administrators, not dropped (docs/decisions/notifications.md).

const RETRY_LIMIT = 2;
const settings = { ...FAST_NOTIFICATIONS, retryLimit: RETRY_LIMIT };

let smtp: SmtpCapture;
let app: TestApp;
let queue: NotificationQueue;
const logLines: Record<string, unknown>[] = [];

beforeAll(async () => {
  smtp = await startSmtpCapture();
  app = await createTestApp({ smtpUrl: smtp.url, notifications: settings });
  // The app's own queue logs nowhere; this one, on the same database and mailer, logs here.
  const log = createLogger('info', (line) => logLines.push(JSON.parse(line) as Record<string, unknown>));
  queue = createNotificationQueue({ db: app.services.db, sql: app.services.database.queueSql, mailer: app.services.mailer, log, publicUrl: app.services.config.publicUrl, ...settings });
  await queue.startWorkers();
});
afterAll(async () => {
  await queue.stop();
  await app.close();
  await smtp.close();
});

const WAIT = { timeout: 60_000, interval: 200 };
const AUDIT_QUERY = `query($action: String!) { auditEvents(where: { action: { equals: $action } }) { action list itemId details actor { id } } }`;
type AuditRow = { action: string; list: string; itemId: string; details: { stage: string; eventKeys: string[]; error: string }; actor: null | { id: string } };

it('a mail SMTP refuses until the retry limit is spent is logged with its event and recipient, and shown to administrators', async () => {
  const [account] = await giveAccounts(app.services.db, '1002', ['8']);
  const { rows: users } = await app.services.database.queueSql.executeSql('select id from users where email = $1', [account!.email]);
  const userId = String(users[0]!.id);
  smtp.setDown(true);

  const upload = await uploadSlip(app, account!.employeeId);
  expect(upload.errors).toBeUndefined();
  const eventKey = `salaryDocumentCreated:${upload.data!.createHrSalary!.id}`;

  const admin = await app.tokenFor('admin@demo.test');
  const recorded = async () => (await app.gql<{ auditEvents: AuditRow[] }>(AUDIT_QUERY, { action: NOTIFICATION_FAILED_ACTION }, admin)).data?.auditEvents ?? [];
  await vi.waitFor(async () => expect(await recorded()).toHaveLength(1), WAIT);

  // Every attempt reached the SMTP server and was refused: the first and RETRY_LIMIT retries.
  expect(smtp.refused).toBe(1 + RETRY_LIMIT);
  expect(smtp.messages).toEqual([]);
  const { rows: digests } = await app.services.database.queueSql.executeSql('select state, retry_count from pgboss.job where name = $1', [DIGEST_QUEUE]);
  expect(digests).toEqual([{ state: 'failed', retry_count: RETRY_LIMIT }]);

  // The administrators' record: which recipient, which events, why; no actor (the system).
  const [entry] = await recorded();
  expect(entry).toMatchObject({ action: NOTIFICATION_FAILED_ACTION, list: 'User', itemId: userId, actor: null, details: { stage: 'digest', eventKeys: [eventKey] } });
  expect(entry!.details.error).toContain('421');

  // The log: an error with the event and the recipient's user id, and nothing of the mail.
  const errors = logLines.filter((line) => line.level === 'error');
  expect(errors).toEqual([expect.objectContaining({ msg: 'notification failed for good', stage: 'digest', userId, eventKeys: [eventKey] })]);
  const logged = JSON.stringify(logLines);
  for (const mailText of [account!.name, account!.email, 'salary slip', 'fiche de salaire', 'Gehaltsabrechnung', 'recibo de vencimento', '/hr/employees/']) {
    expect(logged).not.toContain(mailText);
  }

  // Nothing is left waiting or running: the dead letter job was worked too.
  await vi.waitFor(async () => expect(await unfinishedJobs(app)).toBe(0), WAIT);
});
