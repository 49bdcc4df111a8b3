import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Services } from '../context';
import type { UserRow } from '../principal';
import { magicLinkTokens, users } from '../db/schema';
import { sealToken } from '../mail/sealed-token';
import { signInMessage } from '../mail/sign-in-mail';
import { hitRateLimit, isRateLimited, recordRateLimitEvent } from './rate-limit';
import { createSession } from './sessions';
import { hashToken, randomToken, safeEqual } from './tokens';

const windowMs = 15 * 60_000;
export const magicLinkLimits = { perAddress: 5, perIp: 30, failedPerIp: 30, windowMs } as const;

/** Keystone 6's redemption failure messages, passed through to the portal as they are. */
export const redemptionMessages = {
  FAILURE: 'Auth token redemption failed.',
  TOKEN_EXPIRED: 'The auth token provided has expired.',
  TOKEN_REDEEMED: 'Auth tokens are single use and the auth token provided has already been redeemed.',
} as const;

export type RedemptionCode = keyof typeof redemptionMessages;
export type RedemptionResult =
  | { ok: true; token: string; sessionId: string; expiresAt: Date; user: UserRow }
  | Failure;

const normalise = (email: string) => email.trim().toLowerCase();

async function findUserByEmail(services: Services, email: string): Promise<UserRow | null> {
  const [row] = await services.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${normalise(email)}`)
    .limit(1);
  return row ?? null;
}

/**
 * Always true: the answer never tells whether the address belongs to an account. With SMTP_URL it
 * leaves once the rate limits are counted, the same work for every address: looking the address up,
 * storing a token and queueing its mail happen after it (docs/mail.md). In development (no
 * SMTP_URL) the answer waits until the mail is in the outbox, where whoever asked looks next.
 */
export async function sendMagicLink(services: Services, email: string, clientIp: string): Promise<true> {
  const { db, config, log } = services;
  const address = normalise(email);
  if (await hitRateLimit(db, `magic-send:ip:${clientIp}`, magicLinkLimits.perIp, windowMs)) return true;
  if (await hitRateLimit(db, `magic-send:email:${address}`, magicLinkLimits.perAddress, windowMs)) return true;
  const issuing = issueMagicLink(services, address).catch((error: unknown) => log.error('magic link not issued', { error }));
  if (!config.smtpUrl) await issuing;
  return true;
}

async function issueMagicLink(services: Services, address: string): Promise<void> {
  const { db, config, log } = services;
  const user = await findUserByEmail(services, address);
  if (!user || !user.canSignInToApp) return;
  const token = randomToken();
  const expiresAt = new Date(Date.now() + config.magicLinkTtlMinutes * 60_000);
  const stored = { userId: user.id, tokenHash: hashToken(token), expiresAt };
  if (!config.smtpUrl) {
    await db.insert(magicLinkTokens).values(stored);
    try {
      await services.mailer.send(signInMessage(config.publicUrl, user.email, token, config.magicLinkTtlMinutes));
    } catch (error) {
      log.error('magic link mail failed', { userId: user.id, error: String(error) });
    }
    return;
  }
  // The token and its mail job commit together: no mail for a token that was not stored, no token without its mail.
  await db.transaction(async (tx) => {
    await tx.insert(magicLinkTokens).values(stored);
    await services.notifications.enqueueSignInMail(tx, { userId: user.id, to: user.email, sealedToken: sealToken(config.secret, user.id, token), expiresAt: expiresAt.toISOString() });
  });
  services.notifications.wakeSignInWorker();
}

type Failure = { ok: false; code: RedemptionCode; message: string };
const failure = (code: RedemptionCode, message: string = redemptionMessages[code]): Failure => ({ ok: false, code, message });

/** Redeems a magic link as Keystone does: FAILURE for an unknown address or token, then redeemed, then expired. */
export async function redeemMagicLink(services: Services, email: string, token: string, clientIp: string): Promise<RedemptionResult> {
  const { db, config } = services;
  const bucket = `magic-redeem-fail:ip:${clientIp}`;
  // Beyond the failure limit even a right token is refused, so guessing cannot go on.
  if (await isRateLimited(db, bucket, magicLinkLimits.failedPerIp, windowMs)) return failure('FAILURE');
  const outcome = await redeem(services, email, token);
  if (!outcome.ok) {
    await recordRateLimitEvent(db, bucket, windowMs);
    return outcome;
  }
  const session = await createSession(db, outcome.user.id, { ttlHours: config.sessionTtlHours });
  return { ok: true, user: outcome.user, ...session };
}

async function redeem(services: Services, email: string, token: string): Promise<{ ok: true; user: UserRow } | Failure> {
  const { db } = services;
  const user = await findUserByEmail(services, email);
  if (!user) return failure('FAILURE');
  const tokenHash = hashToken(token);
  const rows = await db.select().from(magicLinkTokens).where(eq(magicLinkTokens.userId, user.id)).orderBy(desc(magicLinkTokens.createdAt)).limit(50);
  const match = rows.find((row) => safeEqual(row.tokenHash, tokenHash));
  if (!match) return failure('FAILURE');
  if (match.redeemedAt) return failure('TOKEN_REDEEMED');
  if (match.expiresAt.getTime() <= Date.now()) return failure('TOKEN_EXPIRED');
  if (!user.canSignInToApp) return failure('FAILURE', 'Account disabled');
  // The update only succeeds while the token is unredeemed, so of two concurrent redemptions one wins.
  const claimed = await db
    .update(magicLinkTokens)
    .set({ redeemedAt: new Date() })
    .where(and(eq(magicLinkTokens.id, match.id), isNull(magicLinkTokens.redeemedAt)))
    .returning({ id: magicLinkTokens.id });
  if (claimed.length === 0) return failure('TOKEN_REDEEMED');
  return { ok: true, user };
}
