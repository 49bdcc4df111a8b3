// GET /api/auth-config: the identity provider the portal signs in with, read by the portal at run
// time (so one build serves any provider). Public: it names what the provider's own discovery
// document and the portal's sign-in page show anyway.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Config } from '../config';

export const AUTH_CONFIG_PATH = '/api/auth-config';

export interface AuthConfig {
  /** Absolute: OIDC_ISSUER, or the built-in provider's `${PUBLIC_URL}/oidc`. */
  issuer: string;
  clientId: string;
  /** Space-separated, as the authorization request sends it. */
  scope: string;
}

export function authConfigOf(config: Pick<Config, 'oidcIssuer' | 'oidcClientId' | 'oidcScopes' | 'publicUrl'>): AuthConfig {
  return { issuer: config.oidcIssuer ?? `${config.publicUrl}/oidc`, clientId: config.oidcClientId, scope: config.oidcScopes };
}

export function createAuthConfigHandler(config: Config) {
  const body = JSON.stringify(authConfigOf(config));
  return (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    // no-store: a changed provider must reach every portal on its next start, never from a cache.
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'content-length': Buffer.byteLength(body) });
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}
