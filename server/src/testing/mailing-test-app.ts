import { afterAll, beforeAll, expect, vi } from 'vitest';
import type { Config } from '../config';
import { FAST_NOTIFICATIONS, unfinishedJobs } from './notification-support';
import { startSmtpCapture, type SmtpCapture } from './smtp-capture';
import { createTestApp, type TestApp } from './test-app';

type Options = {
  publicUrl?: string;
  notifications?: Config['notifications'];
  /** false: the test starts (and kills) workers itself. */
  startWorkers?: boolean;
  /** How long `drained` and the file's own waits may take. */
  timeoutMs?: number;
};

export type MailingTestApp = {
  readonly app: TestApp;
  readonly smtp: SmtpCapture;
  /** Options for vi.waitFor: mails arrive through a real queue and a real SMTP server. */
  readonly wait: { timeout: number; interval: number };
  mailsTo(email: string): SmtpCapture['messages'];
  /** Resolves once the notification queue has no job left to do. */
  drained(): Promise<void>;
};

/**
 * For a test file about notification mails: a test app whose queue delivers through nodemailer to a
 * real SMTP server (smtp-server), started before the file's tests and stopped after them. Call it at
 * the top level of the file; `app` and `smtp` are there from the first test on.
 */
export function mailingTestApp(options: Options = {}): MailingTestApp {
  let smtp: SmtpCapture | null = null;
  let app: TestApp | null = null;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    app = await createTestApp({ smtpUrl: smtp.url, ...(options.publicUrl ? { publicUrl: options.publicUrl } : {}), notifications: options.notifications ?? FAST_NOTIFICATIONS });
    if (options.startWorkers ?? true) await app.services.notifications.startWorkers();
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });
  const started = <T>(value: T | null): T => {
    if (value === null) throw new Error('mailingTestApp: used outside a test (its beforeAll has not run)');
    return value;
  };
  const wait = { timeout: options.timeoutMs ?? 60_000, interval: 200 };
  return {
    get app() {
      return started(app);
    },
    get smtp() {
      return started(smtp);
    },
    wait,
    mailsTo: (email) => started(smtp).messages.filter((m) => m.to.includes(email)),
    drained: () => vi.waitFor(async () => expect(await unfinishedJobs(started(app))).toBe(0), wait),
  };
}
