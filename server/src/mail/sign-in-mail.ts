import type { Logger } from '../log';
import type { Mailer, MailMessage } from './mailer';
import { openToken } from './sealed-token';

/**
 * What a sign-in mail job carries (docs/mail.md): the link's token only sealed with SECRET, the
 * rest needed to write the mail when it is sent. Never the raw token nor the link.
 */
export interface SignInMailJob {
  userId: string;
  to: string;
  sealedToken: string;
  /** When the token stops working (ISO time): a link is not sent after that. */
  expiresAt: string;
}

/** The message `deliverSignInMail` logs for a sign-in mail that will not be sent; an operator searches for it. */
export const SIGN_IN_MAIL_FAILED = 'sign-in mail failed for good';

/** Retries at most, each after a delay doubled from the last (with pg-boss's jitter, up to twice that). */
const MAX_RETRIES = 4;
/** One attempt, a single small message, may take this long before pg-boss counts it as failed. */
const ATTEMPT_SECONDS = 60;
const MAX_REASON_LENGTH = 300;

export function signInMessage(publicUrl: string, email: string, token: string, minutesLeft: number): MailMessage {
  const link = `${publicUrl}/signin/${encodeURIComponent(email)}/${token}`;
  return {
    to: email,
    subject: 'Your sign-in link / Votre lien de connexion',
    text:
      `Sign in to the portal: ${link}\nThis link works once and expires in ${minutesLeft} minutes.\n\n` +
      `Connectez-vous au portail : ${link}\nCe lien ne sert qu'une fois et expire dans ${minutesLeft} minutes.\n`,
  };
}

/**
 * pg-boss's retry settings for a sign-in mail whose link expires at `expiresAt`: every attempt
 * within the first half of the link's life, so whoever asked still has time to use it. With the
 * defaults (10-minute links) the retries start about 10, 30, 70 and 150 s after the first attempt,
 * at most twice that. `limits` are the notification queue's (NOTIFY_RETRY_*), which cap these.
 */
export function signInRetryOptions(expiresAt: Date, now: Date, limits: { retryLimit: number; retryDelaySeconds: number; expireSeconds: number }) {
  const lifetimeSeconds = Math.max(0, (expiresAt.getTime() - now.getTime()) / 1000);
  const retryLimit = Math.min(limits.retryLimit, MAX_RETRIES);
  // The retries' delays add up to at most 2 × delay × (2^retries − 1) (pg-boss's backoff with jitter).
  const fitting = Math.floor(lifetimeSeconds / 2 / (2 * (2 ** retryLimit - 1) || 1));
  return {
    retryLimit,
    retryDelay: Math.max(1, Math.min(limits.retryDelaySeconds, fitting)),
    retryBackoff: true,
    expireInSeconds: Math.max(1, Math.min(limits.expireSeconds, ATTEMPT_SECONDS)),
  };
}

/** An error's message for the log, without a sign-in link should a server have quoted one. */
export function failureReason(error: unknown): string {
  const record = error && typeof error === 'object' ? (error as { message?: unknown; value?: { message?: unknown } }) : {};
  const message = typeof record.message === 'string' ? record.message : typeof record.value?.message === 'string' ? record.value.message : String(error);
  return message.replace(/\/signin\/\S+/g, '/signin/…').slice(0, MAX_REASON_LENGTH);
}

interface Deps {
  mailer: Mailer;
  log: Logger;
  secret: string;
  publicUrl: string;
}

/** A job as the worker gets it: `output` holds the previous attempt's error, if any. */
type Job = { id: string; data: SignInMailJob; output?: unknown };

/**
 * Sends one sign-in mail job. A refused or failed send throws, and pg-boss tries again later; a
 * link that expired meanwhile, or a token that does not open (another SECRET), is logged as failed
 * for good and not retried. No log line holds the token or the link.
 */
export async function deliverSignInMail({ mailer, log, secret, publicUrl }: Deps, job: Job, now = new Date()): Promise<void> {
  const { userId, to, sealedToken, expiresAt } = job.data;
  const msLeft = new Date(expiresAt).getTime() - now.getTime();
  if (!(msLeft > 0)) {
    log.error(SIGN_IN_MAIL_FAILED, { userId, jobId: job.id, reason: 'the link expired before it could be sent', lastError: job.output ? failureReason(job.output) : null });
    return;
  }
  let token: string;
  try {
    token = openToken(secret, userId, sealedToken);
  } catch {
    log.error(SIGN_IN_MAIL_FAILED, { userId, jobId: job.id, reason: 'its token does not open: was it queued by an instance with another SECRET?' });
    return;
  }
  await mailer.send(signInMessage(publicUrl, to, token, Math.ceil(msLeft / 60_000)));
}

/** A sign-in mail job whose retries are spent (pg-boss's dead letter queue): an error in the log, nothing else to do. */
export function recordSignInMailFailure(log: Logger, job: { id: string; data: SignInMailJob; output?: unknown; retryLimit?: number }): void {
  log.error(SIGN_IN_MAIL_FAILED, { userId: job.data.userId, jobId: job.id, attempts: (job.retryLimit ?? 0) + 1, reason: failureReason(job.output) });
}
