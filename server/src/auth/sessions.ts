import { and, desc, eq, gt, isNull, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions } from '../db/schema';
import { hashToken, randomToken } from './tokens';

export type SessionRow = typeof sessions.$inferSelect;

export interface CreatedSession {
  token: string;
  sessionId: string;
  expiresAt: Date;
}

/** Starts an API session; the caller gets the token once, the database keeps only its hash. */
export async function createSession(
  db: Db,
  userId: string,
  options: { ttlHours: number; impersonatorId?: string | null },
): Promise<CreatedSession> {
  const token = randomToken();
  const expiresAt = new Date(Date.now() + options.ttlHours * 3_600_000);
  const [row] = await db
    .insert(sessions)
    .values({ tokenHash: hashToken(token), userId, impersonatorId: options.impersonatorId ?? null, expiresAt })
    .returning({ id: sessions.id });
  if (!row) throw new Error('Session was not created');
  return { token, sessionId: row.id, expiresAt };
}

/** The live session for a token: neither expired nor revoked. */
export async function findSession(db: Db, token: string): Promise<SessionRow | null> {
  const [row] = await db.select().from(sessions).where(liveSession(token)).limit(1);
  return row ?? null;
}

/** The condition on `sessions` that finds a token's live session: neither expired nor revoked. */
export function liveSession(token: string): SQL {
  return liveSessionAt(hashToken(token), new Date());
}

/** The same condition from a token's hash and a time, either of which may be a prepared statement's placeholder. */
export function liveSessionAt(tokenHash: string | Placeholder, now: Date | Placeholder): SQL {
  return and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now), isNull(sessions.revokedAt)) as SQL;
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** A user's live sessions (neither expired nor revoked), newest first. */
export async function liveSessionsOf(db: Db, userId: string): Promise<SessionRow[]> {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date()), isNull(sessions.revokedAt)))
    .orderBy(desc(sessions.createdAt));
}

/** Revokes every live session of a user; returns how many were ended. */
export async function revokeAllSessionsOf(db: Db, userId: string): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
    .returning({ id: sessions.id });
  return ended.length;
}

/**
 * Ends every live impersonation session `actorId` started, and returns them. The sessions table
 * keeps who impersonates, not from which of their own sessions (an identity-provider sign-in has
 * none), so the end of any of the actor's sessions ends all of them (docs/security-dev-mode.md).
 */
export async function revokeImpersonationsBy(db: Db, actorId: string): Promise<{ id: string; userId: string }[]> {
  return db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.impersonatorId, actorId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
    .returning({ id: sessions.id, userId: sessions.userId });
}
