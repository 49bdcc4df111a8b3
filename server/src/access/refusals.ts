// The access layer's refusals: a FORBIDDEN GraphQL error whose message is in the caller's language
// (the portal shows it as it comes) and whose `reason` is for logs and clients that translate
// themselves. The English texts are the catalog's msgids (src/lib/graphql/access-refusals.ts).
import { createGraphQLError } from 'graphql-yoga';
import { BLOCKED_WHILE_IMPERSONATING_MESSAGE, type SensitiveAction } from '../../../src/domain/impersonation';
import type { AccessRefusalReason } from '../../../src/domain/access-refusals';
import { ACCESS_REFUSAL_TEXTS } from '../../../src/domain/access-refusals';
import type { GraphQLContext } from '../context';
import { answerLanguage, translate } from '../i18n/translate';

export function callerLanguage(context: Pick<GraphQLContext, 'principal' | 'request'>) {
  return answerLanguage(context.principal?.user.language, context.request.headers.get('accept-language'));
}

/** FORBIDDEN with the reason's text in the caller's language. */
export function refuse(context: Pick<GraphQLContext, 'principal' | 'request'>, reason: AccessRefusalReason, extensions: Record<string, unknown> = {}) {
  return createGraphQLError(translate(callerLanguage(context), ACCESS_REFUSAL_TEXTS[reason]), { extensions: { code: 'FORBIDDEN', reason, ...extensions } });
}

/**
 * The refusal of a change of rights or personal settings while impersonating. Its message stays the
 * English one the portal recognises (isBlockedWhileImpersonating) and explains in its own words.
 */
export function blockedWhileImpersonating(action: SensitiveAction) {
  return createGraphQLError(BLOCKED_WHILE_IMPERSONATING_MESSAGE, { extensions: { code: 'FORBIDDEN', reason: 'BLOCKED_WHILE_IMPERSONATING', blockedAction: action } });
}
