import type { GraphQLContext } from '../context';
import { requireSignedIn } from '../keystone/query';
import { scopeOf, type Scope } from './scope';

/** The caller's scope for a write check: UNAUTHENTICATED when nobody is signed in. */
export function requireScope(context: GraphQLContext): Scope {
  const principal = requireSignedIn(context);
  // createRequestContext gives every signed-in request its scope; a context built by hand gets one here.
  return context.scope ?? scopeOf(principal);
}
