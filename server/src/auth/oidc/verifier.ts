// Verifies the configured provider's access tokens as it issues them: a JWT locally (jwt-access-token.ts),
// an opaque token at the provider (userinfo, and tokeninfo where there is one). Each verdict is kept
// for a bounded time under the token's hash, and each refusal is logged once with its reason.
import type { JSONWebKeySet } from 'jose';
import type { Logger } from '../../log';
import { BoundedCache } from '../bounded-cache';
import { hashToken } from '../tokens';
import { discoverProvider, localProvider, type ProviderMetadata } from './discovery';
import { verifyJwtAccessToken, type JwtAudience } from './jwt-access-token';
import { checkTokeninfo, fetchUserinfo } from './provider-endpoints';
import { TokenRefused, type RefusalReason } from './refusal';

export interface VerifiedIdentity {
  sub: string;
  /** A verified address (from the token, or userinfo once asked), else null. */
  email: string | null;
  emailVerified: boolean;
  /** Until when this verdict holds: the token's expiry, or sooner for what the provider vouched for. */
  checkedUntil: Date;
}

export interface OidcVerifier {
  /** The identity in a valid access token of the configured provider, or null (the refusal is logged). */
  verify(token: string): Promise<VerifiedIdentity | null>;
  /** The identity with the verified email the provider gives, asking userinfo when the token had none; null when refused. */
  withEmail(token: string, identity: VerifiedIdentity): Promise<VerifiedIdentity | null>;
  /** Logs a refusal decided after the token was verified (linking, revocation), as verify logs its own. */
  logRefusal(token: string, reason: RefusalReason | SignInRefusal, fields?: Record<string, unknown>): void;
  close(): void;
}

/** Refusals of a valid token for the account it would sign in to (auth/provider-sign-in.ts). */
export type SignInRefusal = 'no-verified-email' | 'no-account' | 'linked-to-another-subject' | 'account-disabled';

export interface OidcVerifierOptions extends JwtAudience {
  issuer: string;
  log: Logger;
  /** The built-in provider's public keys: no discovery, no userinfo. */
  jwks?: JSONWebKeySet;
  fetch?: typeof fetch;
  /** Overrides the tokeninfo endpoint known for the issuer (tests). */
  tokeninfoEndpoint?: string | null;
  discoveryRetryMs?: number;
}

/** What the provider vouched for (userinfo, tokeninfo) is asked again after this at the latest. */
export const PROVIDER_VERDICT_MS = 5 * 60_000;
/** A refused token is judged again after this (a retrying client must not hammer the provider). */
const REFUSAL_MS = 30_000;
const MAX_VERDICTS = 10_000;

/** Three base64url parts: a JWT (the API's own session tokens never have dots). */
export function looksLikeJwt(token: string): boolean {
  return /^[\w-]+\.[\w-]+\.[\w-]*$/.test(token);
}

/** A short, stable name of a token for log lines: never the token, a prefix of its hash. */
export const tokenTag = (token: string) => hashToken(token).slice(0, 12);

type Verdict = VerifiedIdentity | { refused: RefusalReason };

export function createOidcVerifier(options: OidcVerifierOptions): OidcVerifier {
  const { log } = options;
  const fetchImpl = options.fetch ?? fetch;
  const source = options.jwks
    ? localProvider(options.issuer, options.jwks)
    : discoverProvider({ issuer: options.issuer, log, fetch: fetchImpl, tokeninfoEndpoint: options.tokeninfoEndpoint, retryMs: options.discoveryRetryMs });
  const verdicts = new BoundedCache<Verdict>(MAX_VERDICTS);
  const inFlight = new Map<string, Promise<VerifiedIdentity | null>>();

  const logRefusal: OidcVerifier['logRefusal'] = (token, reason, fields = {}) =>
    log.warn('provider token refused', { reason, ...fields, token: tokenTag(token), issuer: options.issuer });

  const identity = (sub: string, email: string | null, checkedUntil: number): VerifiedIdentity => ({ sub, email, emailVerified: email !== null, checkedUntil: new Date(checkedUntil) });

  async function fromJwt(token: string, provider: ProviderMetadata): Promise<VerifiedIdentity> {
    const jwt = await verifyJwtAccessToken(token, provider, options);
    if (!jwt.needsProviderConfirmation) return identity(jwt.sub, jwt.email, jwt.expiresAt.getTime());
    // Nothing in it says "access token": the provider's userinfo, which takes access tokens only, decides.
    if (!provider.userinfoEndpoint) throw new TokenRefused('id-token', 'no access-token claim, and no userinfo endpoint to ask');
    const info = await fetchUserinfo(provider.userinfoEndpoint, token, fetchImpl).catch((error: unknown) => {
      throw error instanceof TokenRefused && error.reason === 'refused-by-provider' ? new TokenRefused('id-token', `not an access token: ${error.detail}`) : error;
    });
    if (info.sub !== jwt.sub) throw new TokenRefused('subject-mismatch');
    return identity(jwt.sub, jwt.email ?? info.email, Math.min(jwt.expiresAt.getTime(), Date.now() + PROVIDER_VERDICT_MS));
  }

  async function fromOpaque(token: string, provider: ProviderMetadata): Promise<VerifiedIdentity> {
    if (!provider.userinfoEndpoint) throw new TokenRefused('endpoint-missing', 'an opaque token needs the userinfo endpoint');
    let until = Date.now() + PROVIDER_VERDICT_MS;
    if (provider.tokeninfoEndpoint) {
      const { expiresAt } = await checkTokeninfo(provider.tokeninfoEndpoint, token, options.clientId, fetchImpl);
      if (expiresAt && expiresAt.getTime() <= Date.now()) throw new TokenRefused('expired');
      if (expiresAt) until = Math.min(until, expiresAt.getTime());
    }
    const info = await fetchUserinfo(provider.userinfoEndpoint, token, fetchImpl);
    return identity(info.sub, info.email, until);
  }

  async function judge(token: string, hash: string): Promise<VerifiedIdentity | null> {
    try {
      const provider = await source.current();
      const verified = looksLikeJwt(token) ? await fromJwt(token, provider) : await fromOpaque(token, provider);
      verdicts.set(hash, verified, verified.checkedUntil.getTime());
      return verified;
    } catch (error) {
      const refusal = error instanceof TokenRefused ? error : new TokenRefused('provider-unavailable', error instanceof Error ? error.message : String(error));
      logRefusal(token, refusal.reason, refusal.detail ? { detail: refusal.detail } : {});
      // An unavailable provider is asked again on the next request, not a verdict on the token.
      if (refusal.reason !== 'provider-unavailable') verdicts.set(hash, { refused: refusal.reason }, Date.now() + REFUSAL_MS);
      return null;
    }
  }

  return {
    verify(token) {
      const hash = hashToken(token);
      const known = verdicts.get(hash);
      if (known) return Promise.resolve('refused' in known ? null : known);
      let pending = inFlight.get(hash);
      if (!pending) {
        pending = judge(token, hash).finally(() => inFlight.delete(hash));
        inFlight.set(hash, pending);
      }
      return pending;
    },

    async withEmail(token, verified) {
      if (verified.email) return verified;
      try {
        const provider = await source.current();
        if (!provider.userinfoEndpoint) throw new TokenRefused('endpoint-missing', 'no email in the token and no userinfo endpoint');
        const info = await fetchUserinfo(provider.userinfoEndpoint, token, fetchImpl);
        if (info.sub !== verified.sub) throw new TokenRefused('subject-mismatch');
        const completed = identity(verified.sub, info.email, Math.min(verified.checkedUntil.getTime(), Date.now() + PROVIDER_VERDICT_MS));
        verdicts.set(hashToken(token), completed, completed.checkedUntil.getTime());
        return completed;
      } catch (error) {
        const refusal = error instanceof TokenRefused ? error : new TokenRefused('provider-unavailable', String(error));
        logRefusal(token, refusal.reason, { detail: refusal.detail ?? 'asking userinfo for the email', sub: verified.sub });
        return null;
      }
    },

    logRefusal,
    close: () => source.close(),
  };
}
