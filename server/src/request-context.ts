import { scopeOf } from './access/scope';
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
  // Each service named, not spread: on Node 20's V8, `{ ...services, request, … }` built a hidden
  // class of its own for every request (5–30 µs a request, the largest frame of our own code in the
  // profile of a small read; docs/decisions/api-speed.md). GraphQLContext extends Services, so a
  // service added there and forgotten here does not compile.
  const { db, config, storage, mailer, log, notifications } = services;
  return {
    db,
    config,
    storage,
    mailer,
    log,
    notifications,
    request,
    principal,
    scope: principal ? scopeOf(principal) : null,
    clientIp,
    responseCookies: [],
    loaders: createRequestLoaders(),
    budget: createRequestBudget(),
  };
}
