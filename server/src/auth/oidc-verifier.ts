import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JSONWebKeySet, type JWTVerifyGetKey } from 'jose';

export interface VerifiedIdentity {
  sub: string;
  email: string | null;
  emailVerified: boolean;
}

export interface OidcVerifier {
  /** The identity in a valid access token from the configured issuer, or null. */
  verify(token: string): Promise<VerifiedIdentity | null>;
}

export interface OidcVerifierOptions {
  issuer: string;
  audience: string;
  /** A local key set (the built-in provider) or 'discover' to fetch jwks_uri from the issuer's discovery document. */
  jwks: JSONWebKeySet | 'discover';
  fetchImpl?: typeof fetch;
}

async function discoverJwks(issuer: string, fetchImpl: typeof fetch): Promise<JWTVerifyGetKey> {
  const response = await fetchImpl(`${issuer}/.well-known/openid-configuration`);
  if (!response.ok) throw new Error(`OIDC discovery failed for ${issuer}: ${response.status}`);
  const document = (await response.json()) as { jwks_uri?: unknown };
  if (typeof document.jwks_uri !== 'string') throw new Error(`OIDC discovery of ${issuer} has no jwks_uri`);
  return createRemoteJWKSet(new URL(document.jwks_uri));
}

export function createOidcVerifier(options: OidcVerifierOptions): OidcVerifier {
  const fetchImpl = options.fetchImpl ?? fetch;
  let keys: Promise<JWTVerifyGetKey> | null =
    options.jwks === 'discover' ? null : Promise.resolve(createLocalJWKSet(options.jwks));
  const getKeys = () => {
    // A failed discovery is retried on the next request instead of being cached forever.
    keys ??= discoverJwks(options.issuer, fetchImpl).catch((error: unknown) => {
      keys = null;
      throw error;
    });
    return keys;
  };
  return {
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, await getKeys(), {
          issuer: options.issuer,
          audience: options.audience,
          requiredClaims: ['exp', 'sub'],
        });
        if (typeof payload.sub !== 'string' || payload.sub === '') return null;
        return {
          sub: payload.sub,
          email: typeof payload.email === 'string' ? payload.email : null,
          emailVerified: payload.email_verified === true,
        };
      } catch {
        return null;
      }
    },
  };
}

/** Whether a bearer value looks like a JWT (three base64url parts) rather than an API session token. */
export function looksLikeJwt(token: string): boolean {
  return /^[\w-]+\.[\w-]+\.[\w-]*$/.test(token);
}
