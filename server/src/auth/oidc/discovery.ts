// The configured provider's endpoints and keys, from its discovery document, fetched and checked at
// start. A provider that cannot be reached then is logged with the reason and asked again later; the
// API starts anyway (magic links keep working) and refuses provider tokens until it answers.
import { createLocalJWKSet, createRemoteJWKSet, type JSONWebKeySet, type JWTVerifyGetKey } from 'jose';
import type { Logger } from '../../log';
import { TokenRefused } from './refusal';

export interface ProviderMetadata {
  /** As the provider spells it in its tokens (a trailing slash may differ from OIDC_ISSUER). */
  issuer: string;
  keys: JWTVerifyGetKey;
  userinfoEndpoint: string | null;
  /** Not OpenID Connect: where Google tells which client an opaque access token was issued to. */
  tokeninfoEndpoint: string | null;
}

export interface ProviderSource {
  /** The provider's metadata, or TokenRefused('provider-unavailable') while it cannot be had. */
  current(): Promise<ProviderMetadata>;
  close(): void;
}

/** The built-in provider: same process, keys at hand, nothing to discover. */
export function localProvider(issuer: string, jwks: JSONWebKeySet): ProviderSource {
  const metadata = { issuer, keys: createLocalJWKSet(jwks), userinfoEndpoint: null, tokeninfoEndpoint: null };
  return { current: () => Promise.resolve(metadata), close: () => undefined };
}

/**
 * Opaque access tokens say nothing about the client they were issued to, and userinfo does not
 * either; for Google, its tokeninfo endpoint does (docs/identity.md). Other providers with opaque
 * tokens: no such check.
 */
const TOKENINFO_ENDPOINTS: Readonly<Record<string, string>> = { 'https://accounts.google.com': 'https://oauth2.googleapis.com/tokeninfo' };

export interface DiscoveryOptions {
  issuer: string;
  log: Logger;
  fetch?: typeof fetch;
  /** Overrides the known tokeninfo endpoint (tests). */
  tokeninfoEndpoint?: string | null;
  /** The first retry's delay; doubled each time up to five minutes. */
  retryMs?: number;
}

const DISCOVERY_TIMEOUT_MS = 5_000;
const MAX_RETRY_MS = 5 * 60_000;

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** An endpoint URL as the discovery document gives it: absolute, https unless the issuer itself is plain http. */
function endpoint(document: Record<string, unknown>, name: string, issuerProtocol: string, required: boolean): string | null {
  const value = document[name];
  if (value === undefined || value === null) {
    if (required) throw new Error(`the discovery document has no ${name}`);
    return null;
  }
  let url: URL;
  try {
    url = new URL(String(value));
  } catch {
    throw new Error(`${name} is not a URL`);
  }
  if (url.protocol !== 'https:' && url.protocol !== issuerProtocol) throw new Error(`${name} is not https`);
  return url.href;
}

async function discover(options: DiscoveryOptions, fetchImpl: typeof fetch) {
  const url = `${trimSlash(options.issuer)}/.well-known/openid-configuration`;
  const response = await fetchImpl(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(DISCOVERY_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const document = (await response.json()) as unknown;
  if (typeof document !== 'object' || document === null) throw new Error(`${url} is not a JSON object`);
  const fields = document as Record<string, unknown>;
  const issuer = fields.issuer;
  // The issuer must be the configured one (OpenID Connect Discovery §4.3); a trailing slash aside,
  // which OIDC_ISSUER may have lost, the tokens then carry the provider's own spelling.
  if (typeof issuer !== 'string' || trimSlash(issuer) !== trimSlash(options.issuer)) {
    throw new Error(`the discovery document names the issuer ${JSON.stringify(issuer)}, not ${options.issuer}`);
  }
  const protocol = new URL(options.issuer).protocol;
  return {
    issuer,
    jwksUri: endpoint(fields, 'jwks_uri', protocol, true) as string,
    userinfoEndpoint: endpoint(fields, 'userinfo_endpoint', protocol, false),
    endSessionEndpoint: endpoint(fields, 'end_session_endpoint', protocol, false),
    revocationEndpoint: endpoint(fields, 'revocation_endpoint', protocol, false),
  };
}

/**
 * Discovers the provider now, and again after a failure (backing off, in the background, and on
 * demand once the delay is over). Each outcome is logged once.
 */
export function discoverProvider(options: DiscoveryOptions): ProviderSource {
  const fetchImpl = options.fetch ?? fetch;
  const firstRetryMs = options.retryMs ?? 5_000;
  let metadata: ProviderMetadata | null = null;
  let attempt: Promise<void> | null = null;
  let failure = 'not asked yet';
  let retryMs = firstRetryMs;
  let nextAttemptAt = 0;
  let timer: NodeJS.Timeout | null = null;
  let closed = false;

  const run = (): Promise<void> =>
    (attempt ??= (async () => {
      if (timer) clearTimeout(timer);
      try {
        const found = await discover(options, fetchImpl);
        const tokeninfoEndpoint = options.tokeninfoEndpoint !== undefined ? options.tokeninfoEndpoint : (TOKENINFO_ENDPOINTS[trimSlash(found.issuer)] ?? null);
        metadata = { issuer: found.issuer, keys: createRemoteJWKSet(new URL(found.jwksUri)), userinfoEndpoint: found.userinfoEndpoint, tokeninfoEndpoint };
        options.log.info('identity provider discovered', {
          issuer: found.issuer,
          jwksUri: found.jwksUri,
          userinfoEndpoint: found.userinfoEndpoint,
          endSessionEndpoint: found.endSessionEndpoint,
          revocationEndpoint: found.revocationEndpoint,
        });
        if (!found.userinfoEndpoint) options.log.warn('identity provider publishes no userinfo endpoint: opaque access tokens and first sign-ins without an email in the token will be refused', { issuer: found.issuer });
      } catch (error) {
        failure = error instanceof Error ? error.message : String(error);
        nextAttemptAt = Date.now() + retryMs;
        options.log.error('identity provider unreachable: its sign-ins are refused until it answers (magic links still work)', {
          issuer: options.issuer,
          reason: failure,
          retryInSeconds: Math.round(retryMs / 1000),
        });
        if (!closed) {
          timer = setTimeout(() => void run(), retryMs);
          timer.unref();
        }
        retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
      } finally {
        attempt = null;
      }
    })());

  void run();
  return {
    async current() {
      if (!metadata && attempt) await attempt;
      else if (!metadata && Date.now() >= nextAttemptAt) await run();
      if (!metadata) throw new TokenRefused('provider-unavailable', failure);
      return metadata;
    },
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
    },
  };
}
