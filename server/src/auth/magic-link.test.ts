import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Services } from '../context';
import { magicLinkTokens, users } from '../db/schema';
import { createLogger } from '../log';
import { openToken } from '../mail/sealed-token';
import type { SignInMailJob } from '../mail/sign-in-mail';
import type { NotificationQueue } from '../notifications/queue';
import { magicLinkLimits, redeemMagicLink, sendMagicLink } from './magic-link';
import { findSession } from './sessions';
import { createTestServices, insertUser, type TestServices } from '../testing/test-services';
import { hashToken } from './tokens';

let services: TestServices;
beforeEach(async () => {
  services = await createTestServices({ publicUrl: 'https://portal.example', magicLinkTtlMinutes: 10 });
});
afterEach(() => services.close());

function tokenFromLastMail(): { email: string; token: string } {
  const text = services.sent.at(-1)?.text ?? '';
  const match = /https:\/\/portal\.example\/signin\/([^/\s]+)\/([A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1] || !match[2]) throw new Error(`no link in mail: ${text}`);
  return { email: decodeURIComponent(match[1]), token: match[2] };
}

describe('sendMagicLink', () => {
  it('mails a sign-in link to an existing user and stores only the token hash', async () => {
    await insertUser(services, { email: 'a+b@demo.test' });
    expect(await sendMagicLink(services, 'a+b@demo.test', '1.1.1.1')).toBe(true);
    expect(services.sent).toHaveLength(1);
    expect(services.sent[0]?.to).toBe('a+b@demo.test');
    expect(services.sent[0]?.text).toContain('/signin/a%2Bb%40demo.test/');
    const { token } = tokenFromLastMail();
    const rows = await services.db.select().from(magicLinkTokens);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).not.toContain(token);
  });

  it('answers true without mailing for an unknown or disabled address', async () => {
    await insertUser(services, { email: 'disabled@demo.test', canSignInToApp: false });
    expect(await sendMagicLink(services, 'nobody@demo.test', '1.1.1.1')).toBe(true);
    expect(await sendMagicLink(services, 'disabled@demo.test', '1.1.1.1')).toBe(true);
    expect(services.sent).toHaveLength(0);
  });

  it('stops mailing an address beyond its limit, still answering true', async () => {
    await insertUser(services, { email: 'u@demo.test' });
    for (let i = 0; i < magicLinkLimits.perAddress + 2; i++) {
      expect(await sendMagicLink(services, 'U@demo.test', `10.0.0.${i}`)).toBe(true);
    }
    expect(services.sent).toHaveLength(magicLinkLimits.perAddress);
  });

  it('stops mailing from one client IP beyond its limit', async () => {
    for (let i = 0; i < magicLinkLimits.perIp; i++) await sendMagicLink(services, `x${i}@demo.test`, '9.9.9.9');
    await insertUser(services, { email: 'late@demo.test' });
    await sendMagicLink(services, 'late@demo.test', '9.9.9.9');
    expect(services.sent).toHaveLength(0);
    await sendMagicLink(services, 'late@demo.test', '8.8.8.8');
    expect(services.sent).toHaveLength(1);
  });
});

describe('redeemMagicLink', () => {
  it('signs in once, then answers TOKEN_REDEEMED with Keystone’s message', async () => {
    const user = await insertUser(services, { email: 'u@demo.test' });
    await sendMagicLink(services, 'u@demo.test', 'ip');
    const { email, token } = tokenFromLastMail();
    const first = await redeemMagicLink(services, email, token, 'ip');
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    expect(first.user.id).toBe(user.id);
    expect((await findSession(services.db, first.token))?.userId).toBe(user.id);
    expect(await redeemMagicLink(services, email, token, 'ip')).toEqual({
      ok: false,
      code: 'TOKEN_REDEEMED',
      message: 'Auth tokens are single use and the auth token provided has already been redeemed.',
    });
  });

  it('gives one success to two concurrent redemptions of the same token', async () => {
    await insertUser(services, { email: 'u@demo.test' });
    await sendMagicLink(services, 'u@demo.test', 'ip');
    const { email, token } = tokenFromLastMail();
    const results = await Promise.all([redeemMagicLink(services, email, token, 'ip'), redeemMagicLink(services, email, token, 'ip')]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.find((r) => !r.ok)).toMatchObject({ code: 'TOKEN_REDEEMED' });
  });

  it('answers TOKEN_EXPIRED for an expired token', async () => {
    await insertUser(services, { email: 'u@demo.test' });
    await sendMagicLink(services, 'u@demo.test', 'ip');
    const { email, token } = tokenFromLastMail();
    await services.db.update(magicLinkTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    expect(await redeemMagicLink(services, email, token, 'ip')).toEqual({
      ok: false,
      code: 'TOKEN_EXPIRED',
      message: 'The auth token provided has expired.',
    });
  });

  it('answers FAILURE for a wrong token, an unknown address, or another user’s token', async () => {
    await insertUser(services, { email: 'u@demo.test' });
    await insertUser(services, { email: 'v@demo.test' });
    await sendMagicLink(services, 'u@demo.test', 'ip');
    const { token } = tokenFromLastMail();
    const failure = { ok: false, code: 'FAILURE', message: 'Auth token redemption failed.' };
    expect(await redeemMagicLink(services, 'u@demo.test', 'wrong', 'ip')).toEqual(failure);
    expect(await redeemMagicLink(services, 'nobody@demo.test', token, 'ip')).toEqual(failure);
    expect(await redeemMagicLink(services, 'v@demo.test', token, 'ip')).toEqual(failure);
  });

  it('refuses a user disabled after the link was sent', async () => {
    const user = await insertUser(services, { email: 'u@demo.test' });
    await sendMagicLink(services, 'u@demo.test', 'ip');
    const { email, token } = tokenFromLastMail();
    await services.db.update(users).set({ canSignInToApp: false }).where(eq(users.id, user.id));
    expect(await redeemMagicLink(services, email, token, 'ip')).toEqual({ ok: false, code: 'FAILURE', message: 'Account disabled' });
  });

  it('refuses even a right token from an IP that failed too often', async () => {
    await insertUser(services, { email: 'u@demo.test' });
    await sendMagicLink(services, 'u@demo.test', 'ip');
    const { email, token } = tokenFromLastMail();
    for (let i = 0; i < magicLinkLimits.failedPerIp; i++) await redeemMagicLink(services, email, `guess${i}`, 'attacker');
    expect(await redeemMagicLink(services, email, token, 'attacker')).toMatchObject({ ok: false, code: 'FAILURE' });
    expect(await redeemMagicLink(services, email, token, 'ip')).toMatchObject({ ok: true });
  });
});

describe('sendMagicLink with SMTP_URL (mails through the job queue)', () => {
  let smtp: TestServices;
  beforeEach(async () => {
    smtp = await createTestServices({ publicUrl: 'https://portal.example', smtpUrl: 'smtp://relay.invalid:587' });
  });
  afterEach(() => smtp.close());

  /** `smtp` whose queue takes sign-in mails through `enqueue`, and whose log is kept in `lines`. */
  function withQueue(enqueue: NotificationQueue['enqueueSignInMail'], lines: Record<string, unknown>[] = []): Services {
    const log = createLogger('info', (line) => lines.push(JSON.parse(line) as Record<string, unknown>));
    return { ...smtp, log, notifications: { ...smtp.notifications, enqueueSignInMail: enqueue, wakeSignInWorker: () => undefined } };
  }

  it('answers a known address without waiting for its token and mail job, as it answers an unknown one, then stores the token with its sealed mail job', async () => {
    const user = await insertUser(smtp, { email: 'u@demo.test' });
    const queued: SignInMailJob[] = [];
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const services = withQueue(async (_tx, mail) => {
      queued.push(mail);
      await gate;
    });
    try {
      // Resolves while the mail job is held back: the answer waits for nothing the address decides.
      expect(await sendMagicLink(services, 'u@demo.test', 'ip')).toBe(true);
    } finally {
      open();
    }
    expect(await sendMagicLink(services, 'nobody@demo.test', 'ip')).toBe(true);
    await vi.waitFor(async () => expect(await smtp.db.select().from(magicLinkTokens)).toHaveLength(1));
    expect(queued).toEqual([{ userId: user.id, to: 'u@demo.test', sealedToken: expect.stringMatching(/^v1\./), expiresAt: expect.any(String) }]);
    const [stored] = await smtp.db.select().from(magicLinkTokens);
    expect(hashToken(openToken(smtp.config.secret, user.id, queued[0]!.sealedToken))).toBe(stored?.tokenHash);
    expect(new Date(queued[0]!.expiresAt)).toEqual(stored?.expiresAt);
    expect(smtp.sent).toEqual([]);
  });

  it('stores no token when its mail job cannot be queued, logs why without the token, and still answers true', async () => {
    await insertUser(smtp, { email: 'u@demo.test' });
    const lines: Record<string, unknown>[] = [];
    const services = withQueue(() => Promise.reject(new Error('queue unavailable')), lines);
    expect(await sendMagicLink(services, 'u@demo.test', 'ip')).toBe(true);
    await vi.waitFor(() => expect(lines).toContainEqual(expect.objectContaining({ level: 'error', msg: 'magic link not issued', error: expect.objectContaining({ message: 'queue unavailable' }) })));
    expect(await smtp.db.select().from(magicLinkTokens)).toEqual([]);
  });
});
