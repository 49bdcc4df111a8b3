import { createScope } from './access/scope';
import type { GraphQLContext, Services } from './context';
import type { Principal } from './principal';
import { createRequestBudget } from './keystone/request-budget';
import { createRequestLoaders } from './keystone/batch-loader';

export interface RequestFacts {
  request: Request;
  principal: Principal | null;
  clientIp: string;
}

/**
 * Everything that lives for one request, built in one place: the caller's scope, the batch loaders
 * (whose cache must not outlive the request), the query budget and the cookies to send back.
 */
export function createRequestContext(services: Services, { request, principal, clientIp }: RequestFacts): GraphQLContext {
  return {
    ...services,
    request,
    principal,
    scope: principal ? createScope(principal) : null,
    clientIp,
    responseCookies: [],
    loaders: createRequestLoaders(),
    budget: createRequestBudget(),
  };
}
