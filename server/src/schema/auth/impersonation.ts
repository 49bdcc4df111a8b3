import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { createGraphQLError } from 'graphql-yoga';
import { normalizeImpersonationReason } from '../../../../src/domain/impersonation';
import { isImpersonating, mayBeImpersonated } from '../../access/impersonation';
import { recordAudit } from '../../audit/record';
import { createSession, revokeImpersonationsBy, revokeSession } from '../../auth/sessions';
import type { GraphQLContext } from '../../context';
import type { Principal, UserRow } from '../../principal';
import { sessions, users } from '../../db/schema';

export type RedemptionSuccess = { token: string; item: UserRow };
export type RedemptionFailure = { code: 'FAILURE' | 'TOKEN_EXPIRED' | 'TOKEN_REDEEMED'; message: string };
export type RedemptionPayload = RedemptionSuccess | RedemptionFailure;

// createGraphQLError (rather than `new GraphQLError`) uses the graphql instance yoga itself loaded, so
// yoga recognises the error as expected and does not mask it, even where ESM and CJS copies coexist.
function requirePrincipal(context: GraphQLContext): Principal {
  if (!context.principal) throw createGraphQLError('You must be signed in.', { extensions: { code: 'UNAUTHENTICATED' } });
  return context.principal;
}

/**
 * Starts acting as another user for `config.impersonationMinutes`. The session's expiry is the time
 * limit, so the API refuses the token afterwards whatever the portal shows. The returned token is
 * meant to be sent as a bearer token; no cookie is set, so the real user's own session stays intact
 * for when impersonation stops.
 */
export async function startImpersonation(context: GraphQLContext, userId: string, rawReason: string): Promise<RedemptionPayload> {
  const principal = requirePrincipal(context);
  // The operation table lets only admins here, and never from inside an impersonation (nested, the
  // admin would hide behind a second identity).
  const { actor } = principal;
  const reason = normalizeImpersonationReason(rawReason);
  if (!reason) throw createGraphQLError('Give a reason of 5 to 500 characters.', { extensions: { code: 'BAD_USER_INPUT' } });
  const [target] = await context.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!target) throw createGraphQLError('No user with this id.', { extensions: { code: 'NOT_FOUND' } });
  if (!mayBeImpersonated(target)) {
    throw createGraphQLError('Users with access to all companies cannot be impersonated.', { extensions: { code: 'FORBIDDEN' } });
  }
  if (!target.canSignInToApp) return { code: 'FAILURE', message: 'Account disabled' };
  const session = await createSession(context.db, target.id, { ttlHours: context.config.impersonationMinutes / 60, impersonatorId: actor.id });
  await recordAudit(context.db, {
    actorId: actor.id,
    onBehalfOfId: target.id,
    action: 'impersonation.start',
    list: 'User',
    itemId: target.id,
    details: { reason, sessionId: session.sessionId, expiresAt: session.expiresAt.toISOString() },
  });
  return { token: session.token, item: target };
}

/** Ends the impersonation session the request was made with; false when it was not one. */
export async function stopImpersonation(context: GraphQLContext, how: 'stop' | 'signout' = 'stop'): Promise<boolean> {
  const principal = requirePrincipal(context);
  const { actor, user, sessionId } = principal;
  if (!isImpersonating(principal) || !sessionId) return false;
  await revokeSession(context.db, sessionId);
  await recordAudit(context.db, { actorId: actor.id, onBehalfOfId: user.id, action: 'impersonation.stop', list: 'User', itemId: user.id, details: { sessionId, how } });
  return true;
}

/**
 * Ends every impersonation the actor started, because the actor's own session ended (`signout`,
 * `signOutEverywhere`): acting as someone must not outlive the admin's sign-out. Each is recorded
 * like a stop. Returns how many ended.
 */
export async function endImpersonationsBy(context: Pick<GraphQLContext, 'db'>, actorId: string, how: 'actor-signout' | 'actor-signout-everywhere'): Promise<number> {
  const ended = await revokeImpersonationsBy(context.db, actorId);
  for (const session of ended) {
    await recordAudit(context.db, { actorId, onBehalfOfId: session.userId, action: 'impersonation.stop', list: 'User', itemId: session.userId, details: { sessionId: session.id, how } });
  }
  return ended.length;
}

/** Who is acting as whom, and until when; null when the request is not impersonated. */
export async function currentImpersonation(context: GraphQLContext) {
  const principal = context.principal;
  if (!principal || !isImpersonating(principal) || !principal.sessionId) return null;
  const [session] = await context.db.select().from(sessions).where(eq(sessions.id, principal.sessionId)).limit(1);
  if (!session) return null;
  return {
    actorName: principal.actor.name ?? principal.actor.email,
    actorEmail: principal.actor.email,
    userName: principal.user.name ?? principal.user.email,
    userEmail: principal.user.email,
    startedAt: session.createdAt,
    expiresAt: session.expiresAt,
  };
}

/**
 * When and by whom the caller's account was used (their my-profile screen). Read from the sessions
 * table: an impersonation session carries its impersonator, its start, its limit and when it was
 * stopped, and the user sees only their own.
 */
export async function myAccountUses(context: GraphQLContext, take: number) {
  const principal = requirePrincipal(context);
  const rows = await context.db
    .select({ id: sessions.id, startedAt: sessions.createdAt, expiresAt: sessions.expiresAt, revokedAt: sessions.revokedAt, byName: users.name, byEmail: users.email })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.impersonatorId))
    .where(and(eq(sessions.userId, principal.user.id), isNotNull(sessions.impersonatorId)))
    .orderBy(desc(sessions.createdAt))
    .limit(Math.min(Math.max(take, 1), 100));
  const now = Date.now();
  return rows.map((row) => ({
    id: row.id,
    byName: row.byName ?? row.byEmail,
    startedAt: row.startedAt,
    // Stopped, or else timed out at its limit; still running has no end yet.
    endedAt: row.revokedAt ?? (row.expiresAt.getTime() <= now ? row.expiresAt : null),
  }));
}

/** Called by the app once per GraphQL request made while impersonating, so the log shows the real actor. */
export async function auditImpersonatedOperation(context: Pick<GraphQLContext, 'db' | 'principal'>, operationName: string | null): Promise<void> {
  const principal = context.principal;
  if (!principal || principal.actor.id === principal.user.id) return;
  await recordAudit(context.db, {
    actorId: principal.actor.id,
    onBehalfOfId: principal.user.id,
    action: 'impersonated.request',
    details: { operationName },
  });
}
