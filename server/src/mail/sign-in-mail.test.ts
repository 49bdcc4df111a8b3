import { describe, expect, it } from 'vitest';
import { createLogger } from '../log';
import type { MailMessage } from './mailer';
import { sealToken } from './sealed-token';
import { deliverSignInMail, failureReason, recordSignInMailFailure, SIGN_IN_MAIL_FAILED, signInRetryOptions } from './sign-in-mail';

const SECRET = 'a-secret-of-at-least-16-characters';
const TOKEN = 'Zq3v0Jv6r1yqkz8xv9q2c0x1y2z3a4b5c6d7e8f9g0h';
const NOW = new Date('2030-01-01T10:00:00Z');
const minutesFromNow = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
const NOTIFY_DEFAULTS = { retryLimit: 10, retryDelaySeconds: 30, expireSeconds: 300 };

/** The longest pg-boss may wait before each retry: delay × 2^n, doubled by its jitter. */
const latestRetry = ({ retryLimit, retryDelay }: { retryLimit: number; retryDelay: number }) =>
  Array.from({ length: retryLimit }, (_, n) => 2 * retryDelay * 2 ** n).reduce((sum, wait) => sum + wait, 0);

function setUp() {
  const sent: MailMessage[] = [];
  const lines: Record<string, unknown>[] = [];
  const deps = {
    mailer: { send: async (message: MailMessage) => void sent.push(message) },
    log: createLogger('info', (line) => lines.push(JSON.parse(line) as Record<string, unknown>)),
    secret: SECRET,
    publicUrl: 'https://portal.example',
  };
  const job = (expiresAt: Date, output?: unknown) => ({ id: 'job-1', data: { userId: 'user-1', to: 'a+b@demo.test', sealedToken: sealToken(SECRET, 'user-1', TOKEN), expiresAt: expiresAt.toISOString() }, output });
  return { sent, lines, deps, job };
}

describe('signInRetryOptions', () => {
  it('retries a few times with backoff, every retry within the first half of a 10-minute link', () => {
    const options = signInRetryOptions(minutesFromNow(10), NOW, NOTIFY_DEFAULTS);
    expect(options).toEqual({ retryLimit: 4, retryDelay: 10, retryBackoff: true, expireInSeconds: 60 });
    expect(latestRetry(options)).toBeLessThanOrEqual(300);
  });

  it('fits shorter links, and follows shorter queue settings (tests)', () => {
    const short = signInRetryOptions(minutesFromNow(1), NOW, NOTIFY_DEFAULTS);
    expect(short.retryDelay).toBe(1);
    expect(latestRetry(short)).toBeLessThanOrEqual(60);
    expect(signInRetryOptions(minutesFromNow(10), NOW, { retryLimit: 2, retryDelaySeconds: 1, expireSeconds: 3 })).toEqual({ retryLimit: 2, retryDelay: 1, retryBackoff: true, expireInSeconds: 3 });
  });
});

describe('deliverSignInMail', () => {
  it('writes the link with the raw token and the minutes it has left', async () => {
    const { sent, deps, job } = setUp();
    await deliverSignInMail(deps, job(minutesFromNow(7.5)), NOW);
    expect(sent).toEqual([{ to: 'a+b@demo.test', subject: 'Your sign-in link / Votre lien de connexion', text: expect.stringContaining(`https://portal.example/signin/a%2Bb%40demo.test/${TOKEN}\n`) }]);
    expect(sent[0]?.text).toContain('expires in 8 minutes');
  });

  it('sends no link that expired meanwhile, and logs it as failed for good with the last error, without the link', async () => {
    const { sent, lines, deps, job } = setUp();
    await deliverSignInMail(deps, job(minutesFromNow(-1), { message: `rejected https://portal.example/signin/a%2Bb%40demo.test/${TOKEN}` }), NOW);
    expect(sent).toEqual([]);
    expect(lines).toEqual([expect.objectContaining({ level: 'error', msg: SIGN_IN_MAIL_FAILED, userId: 'user-1', reason: 'the link expired before it could be sent' })]);
    expect(JSON.stringify(lines)).not.toContain(TOKEN);
  });

  it('logs a token sealed with another SECRET as failed for good, rather than retrying what cannot work', async () => {
    const { sent, lines, deps, job } = setUp();
    await deliverSignInMail({ ...deps, secret: 'another-secret-of-16-characters' }, job(minutesFromNow(5)), NOW);
    expect(sent).toEqual([]);
    expect(lines).toEqual([expect.objectContaining({ msg: SIGN_IN_MAIL_FAILED, reason: expect.stringMatching(/another SECRET/) })]);
  });

  it('throws when the relay refuses, so pg-boss tries again', async () => {
    const { deps, job } = setUp();
    const refusing = { ...deps, mailer: { send: () => Promise.reject(new Error('421 try later')) } };
    await expect(deliverSignInMail(refusing, job(minutesFromNow(5)), NOW)).rejects.toThrow('421 try later');
  });
});

describe('recordSignInMailFailure', () => {
  it('logs the attempts and the last error, a quoted link blanked out', () => {
    const { lines, deps, job } = setUp();
    recordSignInMailFailure(deps.log, { ...job(minutesFromNow(5), { value: { message: `550 bad https://portal.example/signin/x/${TOKEN} here` } }), retryLimit: 4 });
    expect(lines).toEqual([expect.objectContaining({ level: 'error', msg: SIGN_IN_MAIL_FAILED, userId: 'user-1', attempts: 5, reason: '550 bad https://portal.example/signin/… here' })]);
  });

  it('reads an error pg-boss kept either as the error or as its value', () => {
    expect(failureReason(new Error('self-signed certificate in certificate chain'))).toBe('self-signed certificate in certificate chain');
    expect(failureReason({ value: { message: 'job failed by timeout in active state' } })).toBe('job failed by timeout in active state');
  });
});
