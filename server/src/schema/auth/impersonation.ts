import { eq } from 'drizzle-orm';
import { createGraphQLError } from 'graphql-yoga';
import { mayBeImpersonated, mayImpersonate } from '../../access/impersonation';
import { recordAudit } from '../../audit/record';
import { createSession, revokeSession } from '../../auth/sessions';
import type { GraphQLContext, Principal, UserRow } from '../../context';
import { users } from '../../db/schema';

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
 * Starts acting as another user. The returned token is meant to be sent as a bearer token; no
 * cookie is set, so the real user's own session stays intact for when impersonation stops.
 */
export async function startImpersonation(context: GraphQLContext, userId: string): Promise<RedemptionPayload> {
  const { actor } = requirePrincipal(context);
  // The real actor decides: an impersonated user's rights never grant impersonation.
  if (!mayImpersonate(actor)) {
    throw createGraphQLError('Only provider staff with access to all companies may impersonate users.', { extensions: { code: 'FORBIDDEN' } });
  }
  const [target] = await context.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!target) throw createGraphQLError('No user with this id.', { extensions: { code: 'NOT_FOUND' } });
  if (!mayBeImpersonated(target)) {
    throw createGraphQLError('Users with access to all companies cannot be impersonated.', { extensions: { code: 'FORBIDDEN' } });
  }
  if (!target.canSignInToApp) return { code: 'FAILURE', message: 'Account disabled' };
  const session = await createSession(context.db, target.id, { ttlHours: context.config.sessionTtlHours, impersonatorId: actor.id });
  await recordAudit(context.db, { actorId: actor.id, onBehalfOfId: target.id, action: 'impersonation.start', list: 'User', itemId: target.id });
  return { token: session.token, item: target };
}

/** Ends the impersonation session the request was made with; false when it was not one. */
export async function stopImpersonation(context: GraphQLContext): Promise<boolean> {
  const { actor, user, sessionId } = requirePrincipal(context);
  if (actor.id === user.id || !sessionId) return false;
  await revokeSession(context.db, sessionId);
  await recordAudit(context.db, { actorId: actor.id, onBehalfOfId: user.id, action: 'impersonation.stop', list: 'User', itemId: user.id });
  return true;
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
