import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { getOperationAST, type ValidationRule } from 'graphql';
import { createYoga, type Plugin } from 'graphql-yoga';
import { CSRF_HEADER, GRAPHQL_PATH } from '../../src/domain/api-transport';
import type { Authenticator } from './auth/authenticate';
import type { GraphQLContext, Services } from './context';
import { clientIp } from './http/client-ip';
import { compiledExecutionPlugin } from './compiled-execution/plugin';
import { multipartSpoolPlugin } from './http/multipart-spool';
import { validationRules } from './graphql-limits';
import { createRequestContext } from './request-context';
import { auditImpersonatedOperation } from './schema/auth';
import { buildSchema } from './schema';

export interface ServerContext {
  req?: IncomingMessage;
  res?: ServerResponse;
  /** Filled in by the context factory; see responseCookiesPlugin. */
  responseCookies?: string[];
}

/** The most files one request may carry (a salary control with its documents). */
export const MAX_FILES_PER_REQUEST = 50;

/** Without the preflight header a request is refused with 400 before anything runs. */
const csrfPlugin: Plugin<GraphQLContext> = {
  onRequest({ request, endResponse, fetchAPI }) {
    if (request.method === 'OPTIONS' || request.headers.get(CSRF_HEADER)) return;
    const message = `This request requires the "${CSRF_HEADER}" header (CSRF protection)`;
    endResponse(
      new fetchAPI.Response(JSON.stringify({ errors: [{ message, extensions: { code: 'BAD_REQUEST' } }] }), {
        status: 400,
        headers: { 'content-type': 'application/json' },
      }),
    );
  },
};

function clientIpOf(server: ServerContext, request: Request, trustedProxies: number): string {
  // Without a Node request (tests calling yoga.fetch in-process) there is no peer to read.
  if (!server.req) return request.headers.get('x-test-client-ip') ?? 'unknown';
  return clientIp(server.req.socket.remoteAddress, server.req.headers['x-forwarded-for'], trustedProxies);
}

/**
 * Set-Cookie headers that resolvers asked for (sign-in, sign-out). Yoga builds the GraphQL context
 * onto the server context of a (non-batched) request, so the response hook finds the request's
 * cookie list there.
 */
const responseCookiesPlugin: Plugin<GraphQLContext, ServerContext> = {
  onResponse({ serverContext, response }) {
    for (const cookie of serverContext?.responseCookies ?? []) response.headers.append('set-cookie', cookie);
  },
};

/** Every request made while impersonating is written to the audit log with the real actor. */
const impersonationAuditPlugin: Plugin<GraphQLContext> = {
  async onExecute({ args }) {
    const context = args.contextValue as GraphQLContext;
    if (context.principal && context.principal.actor.id !== context.principal.user.id) {
      // Clients need not send operationName; the executed document still names the operation.
      const operation = getOperationAST(args.document, args.operationName);
      await auditImpersonatedOperation(context, operation?.name?.value ?? 'anonymous');
    }
  },
};

export function createGraphQLHandler(services: Services, authenticator: Authenticator) {
  const { config, log } = services;
  return createYoga<ServerContext, GraphQLContext>({
    schema: buildSchema(),
    graphqlEndpoint: GRAPHQL_PATH,
    landingPage: false,
    graphiql: false,
    // The configured limit, not yoga's own 25 MB default: that refused a salary control of two 15 MB
    // documents the portal's limits allow. http-server.ts refuses a larger declared length first.
    maxRequestBodySize: config.maxRequestBytes,
    cors: { origin: config.webOrigins, credentials: true, allowedHeaders: ['content-type', 'authorization', CSRF_HEADER], methods: ['POST'] },
    // Masked errors: expected failures are GraphQLErrors with safe messages; anything else is logged, not shown.
    // isDev off: yoga would otherwise attach the original error (and request body) in development.
    maskedErrors: { isDev: false },
    logging: {
      debug: (...a: unknown[]) => log.debug(String(a[0]), { args: a.slice(1).map(String) }),
      info: (...a: unknown[]) => log.info(String(a[0])),
      warn: (...a: unknown[]) => log.warn(String(a[0])),
      // What yoga masked: the logger writes PostgreSQL's message and code for a failed query, never its values.
      error: (...a: unknown[]) => log.error('request failed', { error: a.length === 1 ? a[0] : a }),
    },
    plugins: [
      // Multipart parts are bounded while parsing, before any resolver sees them, and files go to
      // disk as they arrive (after yoga's own request parsers, so this one is used).
      multipartSpoolPlugin(path.join(config.dataDir, 'files', 'tmp'), { fileSize: config.maxUploadBytes, files: MAX_FILES_PER_REQUEST, fieldSize: 1024 * 1024, fields: 100 }),
      { onValidate: ({ addValidationRule }: { addValidationRule: (rule: ValidationRule) => void }) => validationRules(config.production).forEach(addValidationRule) },
      csrfPlugin,
      responseCookiesPlugin,
      impersonationAuditPlugin,
      compiledExecutionPlugin(log),
    ],
    // The initial context itself, not a rest copy of it (`{ request, ...server }` copied it on every request).
    async context(initial): Promise<GraphQLContext> {
      const { request } = initial;
      return createRequestContext(services, { request, principal: await authenticator.authenticate(request), clientIp: clientIpOf(initial, request, config.trustedProxies) });
    },
  });
}
