import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { createGraphQLHandler } from './app';
import { createAuthenticator } from './auth/authenticate';
import { createDevOidcProvider } from './auth/dev-provider/provider';
import { createOidcVerifier, type OidcVerifier } from './auth/oidc-verifier';
import type { Services } from './context';
import { createStaticHandler } from './static-files';
import { createDownloadHandler } from './storage/download-handler';

export interface HttpApp {
  server: Server;
  /** Set while shutting down: /healthz turns 503 so a load balancer stops sending traffic. */
  draining: { value: boolean };
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

/**
 * One origin for everything (architecture.md): the API, downloads, the development identity
 * provider, health, and the built portal.
 */
export async function createHttpApp(services: Services, options: { webRoot?: string; maintenance?: boolean } = {}): Promise<HttpApp> {
  const { config, log } = services;
  let oidcHandler: Handler | null = null;
  let verifier: OidcVerifier;
  if (config.oidcIssuer) {
    verifier = createOidcVerifier({ issuer: config.oidcIssuer, audience: config.oidcAudience ?? config.oidcClientId, jwks: 'discover' });
  } else {
    const provider = await createDevOidcProvider(services);
    oidcHandler = provider.handler;
    verifier = provider.verifier;
  }
  const graphql = createGraphQLHandler(services, createAuthenticator(services, verifier));
  const download = createDownloadHandler({ storage: services.storage, secret: config.secret, log });
  const web = createStaticHandler(options.webRoot ?? path.resolve('dist'));
  const draining = { value: false };

  const route = (pathname: string): Handler => {
    if (pathname === '/healthz') {
      return (_req, res) => {
        res.writeHead(draining.value ? 503 : 200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
        res.end(JSON.stringify({ status: draining.value ? 'draining' : 'ok' }));
      };
    }
    if (pathname.startsWith('/api/')) {
      if (options.maintenance) {
        return (_req, res) => {
          res.writeHead(503, { 'content-type': 'application/json', 'retry-after': '300' });
          res.end(JSON.stringify({ errors: [{ message: 'The portal is under maintenance', extensions: { code: 'MAINTENANCE' } }] }));
        };
      }
      return graphql as unknown as Handler;
    }
    if (pathname.startsWith('/files/')) return download;
    if (oidcHandler && (pathname === '/oidc' || pathname.startsWith('/oidc/'))) return oidcHandler;
    return web;
  };

  const server = createServer((req, res) => {
    const started = Date.now();
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
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
    Promise.resolve(route(pathname)(req, res)).catch((error: unknown) => {
      log.error('request failed', { path: pathname, error: error instanceof Error ? error.stack : String(error) });
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('Internal error');
    });
  });
  return { server, draining };
}
