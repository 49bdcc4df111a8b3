// Issue #43, item 6: with STARTTLS and a private CA the sign-in mail failed ("self-signed certificate
// in certificate chain"), was never tried again, and the requester was told a link was on its way.
// Sign-in mails now go through the job queue, over a relay whose CA SMTP_CA_FILE names.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { testConfig } from '../config';
import { parsePoolMode } from '../db/pool-mode';
import { magicLinkTokens } from '../db/schema';
import { createLogger } from '../log';
import { SIGN_IN_MAIL_FAILED } from '../mail/sign-in-mail';
import { SIGN_IN_QUEUE } from '../notifications/queue';
import { createServices } from '../services';
import { FAST_NOTIFICATIONS } from '../testing/notification-support';
import { createPrivateCa, type PrivateCa } from '../testing/private-ca';
import { scratchDatabase } from '../testing/scratch-database';
import { startSmtpCapture, type SmtpCapture } from '../testing/smtp-capture';
import { insertUser } from '../testing/test-services';
import { redeemMagicLink, sendMagicLink } from './magic-link';

const WAIT = { timeout: 30_000, interval: 50 };
const SIGN_IN_LINK = /https:\/\/portal\.example\/signin\/([^/\s]+)\/([\w-]+)/;

let ca: PrivateCa;
beforeAll(async () => {
  ca = await createPrivateCa();
});
afterAll(() => ca.remove());

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The API's services as `npm start` makes them, workers running, mailing through `smtp`; their log kept. */
async function mailingServices(smtp: SmtpCapture, options: { smtpCaFile?: string; retryLimit?: number } = {}) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sign-in-mail-'));
  const postgres = process.env.DATABASE_URL ? await scratchDatabase(process.env.DATABASE_URL) : null;
  const logLines: Record<string, unknown>[] = [];
  const log = createLogger('info', (line) => logLines.push(JSON.parse(line) as Record<string, unknown>));
  const config = testConfig({
    dataDir,
    databaseUrl: postgres?.url ?? null,
    databasePoolMode: parsePoolMode(process.env.DATABASE_POOL_MODE),
    publicUrl: 'https://portal.example',
    smtpUrl: smtp.url,
    smtpCaFile: options.smtpCaFile ?? null,
    notifications: { ...FAST_NOTIFICATIONS, retryLimit: options.retryLimit ?? FAST_NOTIFICATIONS.retryLimit },
  });
  const services = await createServices(config, log, { inMemoryDb: true });
  await services.notifications.startWorkers();
  cleanups.push(async () => {
    await services.notifications.stop({ graceful: true });
    await services.database.close();
    await postgres?.drop();
    await rm(dataDir, { recursive: true, force: true });
    await smtp.close();
  });
  const jobs = async (state: string) => {
    const { rows } = await services.database.queueSql.executeSql(`select data::text as data, retry_count from pgboss.job where name = $1 and state = $2`, [SIGN_IN_QUEUE, state]);
    return rows as { data: string; retry_count: number }[];
  };
  return { services, logLines, jobs };
}

const startTlsRelay = () => startSmtpCapture({ key: ca.serverKey, cert: ca.serverChain });

describe('sign-in mail over SMTP through the job queue', () => {
  it('reaches a STARTTLS relay whose private CA SMTP_CA_FILE names, and its link signs in', async () => {
    const smtp = await startTlsRelay();
    const { services, jobs } = await mailingServices(smtp, { smtpCaFile: ca.caFile });
    const user = await insertUser(services, { email: 'u@demo.test' });

    expect(await sendMagicLink(services, 'U@demo.test', 'ip')).toBe(true);
    await vi.waitFor(() => expect(smtp.messages).toHaveLength(1), WAIT);
    const [mail] = smtp.messages;
    expect(mail).toMatchObject({ to: ['u@demo.test'], subject: 'Your sign-in link / Votre lien de connexion', overTls: true });
    expect(mail!.text).toContain('expires in 10 minutes');
    const [, email, token] = SIGN_IN_LINK.exec(mail!.text) ?? [];
    expect(await redeemMagicLink(services, decodeURIComponent(email!), token!, 'ip')).toMatchObject({ ok: true, user: { id: user.id } });

    // What pg-boss keeps of the job (for days, in its archive) is no credential.
    const done = await vi.waitFor(async () => {
      const [completed] = await jobs('completed');
      expect(completed).toBeDefined();
      return completed;
    }, WAIT);
    expect(done?.data).toContain(user.id);
    expect(done?.data).not.toContain(token!);
  });

  it('reaches an smtps:// relay (TLS from the first byte) whose private CA SMTP_CA_FILE names', async () => {
    const smtp = await startSmtpCapture({ key: ca.serverKey, cert: ca.serverChain, implicit: true });
    expect(smtp.url).toMatch(/^smtps:/);
    const { services } = await mailingServices(smtp, { smtpCaFile: ca.caFile });
    await insertUser(services, { email: 'u@demo.test' });
    await sendMagicLink(services, 'u@demo.test', 'ip');
    await vi.waitFor(() => expect(smtp.messages).toMatchObject([{ to: ['u@demo.test'], overTls: true }]), WAIT);
  });

  it('without SMTP_CA_FILE: refused by TLS, tried again, then logged as failed for good without the link; the answer stays true', async () => {
    const smtp = await startTlsRelay();
    const { services, logLines, jobs } = await mailingServices(smtp, { retryLimit: 2 });
    const user = await insertUser(services, { email: 'u@demo.test' });

    expect(await sendMagicLink(services, 'u@demo.test', 'ip')).toBe(true);
    await vi.waitFor(() => expect(logLines.filter((line) => line.msg === SIGN_IN_MAIL_FAILED)).toHaveLength(1), WAIT);
    expect(logLines.find((line) => line.msg === SIGN_IN_MAIL_FAILED)).toMatchObject({
      level: 'error',
      userId: user.id,
      attempts: 3,
      reason: expect.stringMatching(/self-signed certificate in certificate chain/),
    });
    // Three attempts: the first and two retries, all refused.
    expect((await jobs('failed')).map((job) => job.retry_count)).toEqual([2]);
    expect(smtp.messages).toEqual([]);
    expect(await services.db.select().from(magicLinkTokens)).toHaveLength(1);
    expect(JSON.stringify(logLines)).not.toMatch(/\/signin\//);
  });

  it('queues nothing for an unknown or disabled address, and answers the same', async () => {
    const smtp = await startTlsRelay();
    const { services, jobs } = await mailingServices(smtp, { smtpCaFile: ca.caFile });
    await insertUser(services, { email: 'off@demo.test', canSignInToApp: false });
    await insertUser(services, { email: 'on@demo.test' });
    expect(await sendMagicLink(services, 'nobody@demo.test', 'ip')).toBe(true);
    expect(await sendMagicLink(services, 'off@demo.test', 'ip')).toBe(true);
    expect(await sendMagicLink(services, 'on@demo.test', 'ip')).toBe(true);
    // The known address's mail, asked for last, arrives: the others' work (none) is done by then.
    await vi.waitFor(() => expect(smtp.messages).toHaveLength(1), WAIT);
    expect(smtp.messages[0]?.to).toEqual(['on@demo.test']);
    const { rows } = await services.database.queueSql.executeSql(`select count(*)::int as n from pgboss.job where name = $1`, [SIGN_IN_QUEUE]);
    expect(rows[0]?.n).toBe(1);
    // The job is marked completed after its mail was handed over: wait for that state, not just the mail.
    await vi.waitFor(async () => expect(await jobs('completed')).toHaveLength(1), WAIT);
  });
});
