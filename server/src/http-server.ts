import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { createGraphQLHandler } from './app';
import { ACCOUNTING_READINGS_CSV_PATH, AUDIT_CSV_PATH, GRAPHQL_PATH } from '../../src/domain/api-transport';
import { createAuditCsvHandler } from './audit/csv-export';
import { createReadingsCsvHandler } from './lists/accounting-document/readings-csv';
import { AUTH_CONFIG_PATH, createAuthConfigHandler } from './auth/auth-config';
import { createAuthenticator } from './auth/authenticate';
import { createDevOidcProvider } from './auth/dev-provider/provider';
import { createOidcVerifier, type OidcVerifier } from './auth/oidc/verifier';
import type { Services } from './context';
import type { Database } from './db/client';
import { clientIp } from './http/client-ip';
import { readJsonBody } from './http/json-body';
import { addSecurityHeaders, securityHeaders } from './http/security-headers';
import { createStaticHandler } from './static-files';
import { recordSalarySeen } from './lists/hr-salary/receipts';
import { loadArchiveEntries } from './storage/archive-exports';
import { createArchiveHandler } from './storage/archive-handler';
import { isArchivePath } from './storage/archive-url';
import { createDownloadHandler } from './storage/download-handler';
import { scannerHealth } from './storage/scanning-file-storage';
import type { EndpointName } from './access/rules/endpoints';

export interface HttpApp {
  server: Server;
  /** Set while shutting down: /healthz turns 503 so a load balancer stops sending traffic. */
  draining: { value: boolean };
  /** Lets go of what the app holds besides its server (the development provider's lock); after server.close. */
  close(): Promise<void>;
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

/** Runs a fetch-style GET handler on Node's request and streams its answer back. */
function nodeHandler(handle: (request: Request, clientIp: string) => Promise<Response>, trustedProxies: number): Handler {
  return async (req, res) => {
    if (req.method !== 'GET') {
      res.writeHead(405, { allow: 'GET' }).end();
      return;
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
    const response = await handle(new Request(new URL(req.url ?? '/', 'http://localhost'), { headers }), clientIp(req.socket.remoteAddress, req.headers['x-forwarded-for'], trustedProxies));
    res.writeHead(response.status, Object.fromEntries(response.headers));
    if (!response.body) {
      res.end();
      return;
    }
    Readable.fromWeb(response.body as import('node:stream/web').ReadableStream<Uint8Array>).pipe(res);
  };
}

/**
 * The request's path, as the URL parser gives it (dot segments resolved, query left out). The API's
 * own path, exactly, is its own parse: most requests skip the parser and its allocations.
 */
export function pathOf(url: string | undefined): string {
  return url === GRAPHQL_PATH ? GRAPHQL_PATH : new URL(url ?? '/', 'http://localhost').pathname;
}

/** Which declared endpoint a path is (access/rules/endpoints.ts). */
export function endpointOf(pathname: string, developmentProvider: boolean): EndpointName {
  if (pathname === '/healthz') return 'health';
  if (pathname === AUDIT_CSV_PATH) return 'auditCsv';
  if (pathname === ACCOUNTING_READINGS_CSV_PATH) return 'accountingReadingsCsv';
  if (pathname === AUTH_CONFIG_PATH) return 'authConfig';
  if (pathname.startsWith('/api/')) return 'graphql';
  if (isArchivePath(pathname)) return 'archiveDownload';
  if (pathname.startsWith('/files/')) return 'fileDownload';
  if (developmentProvider && (pathname === '/oidc' || pathname.startsWith('/oidc/'))) return 'developmentProvider';
  return 'portal';
}

/**
 * One origin for everything (architecture.md): the API, downloads, the development identity
 * provider, health, and the built portal.
 */
export async function createHttpApp(services: Services & { database?: Pick<Database, 'changes'> }, options: { webRoot?: string; maintenance?: boolean } = {}): Promise<HttpApp> {
  const { config, log } = services;
  let oidcHandler: Handler | null = null;
  let verifier: OidcVerifier;
  let closeProvider = () => Promise.resolve();
  if (config.oidcIssuer) {
    verifier = createOidcVerifier({ issuer: config.oidcIssuer, clientId: config.oidcClientId, audience: config.oidcAudience, log });
  } else {
    const provider = await createDevOidcProvider(services);
    oidcHandler = provider.handler;
    verifier = provider.verifier;
    closeProvider = provider.close;
  }
  const authenticator = createAuthenticator(services, verifier);
  const graphql = createGraphQLHandler(services, authenticator);
  const auditCsv = nodeHandler(createAuditCsvHandler(services, authenticator), config.trustedProxies);
  const accountingReadingsCsv = nodeHandler(createReadingsCsvHandler(services, authenticator), config.trustedProxies);
  // Only salary documents issue links with a receipt (their "seen" date), so a receipt is a salary id.
  const download = createDownloadHandler({
    storage: services.storage,
    secret: config.secret,
    log,
    onReceipt: (salaryId) => recordSalarySeen(services.db, salaryId),
  });
  const archive = createArchiveHandler({ storage: services.storage, secret: config.secret, log, loadEntries: (id) => loadArchiveEntries(services.db, id) });
  const web = createStaticHandler(options.webRoot ?? path.resolve('dist'), config.oidcIssuer);
  const draining = { value: false };

  const health: Handler = async (_req, res) => {
    const scanner = await scannerHealth(services.storage);
    res.writeHead(draining.value ? 503 : 200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(JSON.stringify({ status: draining.value ? 'draining' : 'ok', ...scanner }));
  };
  const maintenance: Handler = (_req, res) => {
    res.writeHead(503, { 'content-type': 'application/json', 'retry-after': '300' });
    res.end(JSON.stringify({ errors: [{ message: 'The portal is under maintenance', extensions: { code: 'MAINTENANCE' } }] }));
  };
  // Every endpoint by its name in the access layer's table (access/rules/endpoints.ts).
  const handlers: Record<EndpointName, Handler> = {
    health,
    graphql: options.maintenance ? maintenance : (req, res) => readJsonBody(req).then(() => graphql(req, res)),
    auditCsv: options.maintenance ? maintenance : auditCsv,
    accountingReadingsCsv: options.maintenance ? maintenance : accountingReadingsCsv,
    authConfig: createAuthConfigHandler(config),
    fileDownload: download,
    archiveDownload: archive,
    developmentProvider: oidcHandler ?? web,
    portal: web,
  };
  const https = config.publicUrl.startsWith('https:');
  // Each endpoint's security headers, made once rather than on every request.
  const headersOf = Object.fromEntries(Object.keys(handlers).map((name) => [name, securityHeaders(name as EndpointName, https)])) as Record<EndpointName, Record<string, string>>;

  const server = createServer((req, res) => {
    const started = Date.now();
    const pathname = pathOf(req.url);
    const endpoint = endpointOf(pathname, oidcHandler !== null);
    // The one place every answer gets its security headers, the refusals just below included.
    addSecurityHeaders(res, headersOf[endpoint]);
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > config.maxRequestBytes) {
      res.writeHead(413, { 'content-type': 'application/json', connection: 'close' });
      res.end(JSON.stringify({ errors: [{ message: 'Request is too large', extensions: { code: 'PAYLOAD_TOO_LARGE' } }] }));
      req.destroy();
      return;
    }
    // Only a declared length can be checked before reading; a chunked body could grow without bound.
    if (req.method === 'POST' && pathname.startsWith('/api/') && req.headers['content-length'] === undefined) {
      res.writeHead(411, { 'content-type': 'application/json', connection: 'close' });
      res.end(JSON.stringify({ errors: [{ message: 'Requests to the API must declare their Content-Length', extensions: { code: 'LENGTH_REQUIRED' } }] }));
      req.destroy();
      return;
    }
    res.on('finish', () => log.debug('request', { method: req.method, path: pathname, status: res.statusCode, ms: Date.now() - started }));
    Promise.resolve(handlers[endpoint](req, res)).catch((error: unknown) => {
      log.error('request failed', { path: pathname, error });
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('Internal error');
    });
  });
  const close = () => {
    authenticator.close();
    verifier.close();
    return closeProvider();
  };
  return { server, draining, close };
}
