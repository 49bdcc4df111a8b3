// A provider access token that is a JWT, judged locally: signature by the provider's keys, issuer,
// expiry, then whether it was issued to this portal and is an access token at all (docs/identity.md).
import { decodeProtectedHeader, errors, jwtVerify, type JWTPayload, type ProtectedHeaderParameters } from 'jose';
import type { ProviderMetadata } from './discovery';
import { TokenRefused } from './refusal';

/** Public-key algorithms only: the API holds no shared secret with the provider, and `none` signs nothing. */
const ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA', 'Ed25519'];

/**
 * Claims naming the client a token was issued to: `client_id` (RFC 9068; Glewlwyd), `azp` (OpenID
 * Connect; Keycloak, Google, Entra v2), `cid` (Okta), `appid` (Entra v1).
 */
const CLIENT_CLAIMS = ['client_id', 'azp', 'cid', 'appid'] as const;

export interface JwtAudience {
  clientId: string;
  /** OIDC_AUDIENCE, when the provider issues tokens for the API under its own name. */
  audience: string | null;
}

export interface JwtAccessToken {
  sub: string;
  expiresAt: Date;
  /** A verified address the token itself carries (`email_verified` true or "true"), else null. */
  email: string | null;
  /**
   * The token says nothing that only access tokens say: it could be an ID token, so it is accepted
   * only once the provider's userinfo endpoint, which takes access tokens only, has accepted it.
   */
  needsProviderConfirmation: boolean;
}

export function isVerifiedEmail(email: unknown, verified: unknown): email is string {
  return typeof email === 'string' && email.includes('@') && (verified === true || verified === 'true');
}

/**
 * Entra ID sends no `email_verified`; its optional claim `xms_edov` says the address's domain owner
 * verified it, which is what Microsoft offers for using the address to find an account.
 */
const entraDomainVerified = (value: unknown) => (value === true || value === 1 || value === '1' || value === 'true' ? true : undefined);

/** What only an ID token carries: hashes binding a code or an access token, or Keycloak's `typ: ID`. */
function looksLikeIdToken(payload: JWTPayload): boolean {
  return payload.at_hash !== undefined || payload.c_hash !== undefined || payload.typ === 'ID';
}

/**
 * What only an access token carries: the RFC 9068 header type, a scope, a client id, Keycloak's
 * `typ: Bearer`, Cognito's `token_use`. An ID token has none of them.
 */
function saysAccessToken(header: ProtectedHeaderParameters, payload: JWTPayload): boolean {
  const type = String(header.typ ?? '').toLowerCase();
  return (
    type === 'at+jwt' ||
    type === 'application/at+jwt' ||
    payload.scope !== undefined ||
    payload.scp !== undefined ||
    payload.client_id !== undefined ||
    payload.typ === 'Bearer' ||
    payload.token_use === 'access'
  );
}

function checkClient(payload: JWTPayload, expected: JwtAudience): void {
  const named = CLIENT_CLAIMS.map((claim) => payload[claim]).filter((value) => value !== undefined);
  const other = named.find((value) => value !== expected.clientId);
  if (other !== undefined) throw new TokenRefused('other-client', `issued to ${JSON.stringify(other)}`);
  const audiences = payload.aud === undefined ? [] : Array.isArray(payload.aud) ? payload.aud : [payload.aud];
  const forUs = audiences.some((aud) => aud === expected.clientId || (expected.audience !== null && aud === expected.audience));
  // Glewlwyd's `aud` is the scope list: its `client_id` says whom the token is for.
  if (!forUs && named.length === 0) throw new TokenRefused('wrong-audience', `aud ${JSON.stringify(payload.aud ?? null)}`);
}

function refusalOf(error: unknown): TokenRefused {
  if (error instanceof TokenRefused) return error;
  if (error instanceof errors.JWTExpired) return new TokenRefused('expired');
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === 'iss') return new TokenRefused('wrong-issuer', `iss ${JSON.stringify(error.payload.iss ?? null)}`);
    if (error.claim === 'nbf' || error.claim === 'iat') return new TokenRefused('not-yet-valid');
    return new TokenRefused('malformed', error.message);
  }
  if (error instanceof errors.JWSSignatureVerificationFailed) return new TokenRefused('bad-signature');
  if (error instanceof errors.JWKSNoMatchingKey || error instanceof errors.JWKSMultipleMatchingKeys) return new TokenRefused('unknown-key');
  if (error instanceof errors.JOSEAlgNotAllowed || error instanceof errors.JOSENotSupported) return new TokenRefused('unsigned-or-symmetric', error.message);
  if (error instanceof errors.JWKSTimeout || error instanceof errors.JWKSInvalid) return new TokenRefused('provider-unavailable', error.message);
  if (error instanceof errors.JWTInvalid || error instanceof errors.JWSInvalid) return new TokenRefused('malformed', error.message);
  // Fetching the key set failed (network, status): the provider's fault, not the token's.
  return new TokenRefused('provider-unavailable', error instanceof Error ? error.message : String(error));
}

/** The token's subject and expiry, or TokenRefused with the reason. */
export async function verifyJwtAccessToken(token: string, provider: ProviderMetadata, expected: JwtAudience): Promise<JwtAccessToken> {
  let header: ProtectedHeaderParameters;
  try {
    header = decodeProtectedHeader(token);
  } catch {
    throw new TokenRefused('malformed');
  }
  if (typeof header.alg !== 'string' || !ALGORITHMS.includes(header.alg)) throw new TokenRefused('unsigned-or-symmetric', `alg ${JSON.stringify(header.alg ?? null)}`);
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, provider.keys, { issuer: provider.issuer, algorithms: ALGORITHMS, requiredClaims: ['exp', 'sub'], clockTolerance: 30 }));
  } catch (error) {
    throw refusalOf(error);
  }
  if (typeof payload.sub !== 'string' || payload.sub === '' || typeof payload.exp !== 'number') throw new TokenRefused('malformed', 'no subject');
  if (looksLikeIdToken(payload)) throw new TokenRefused('id-token');
  checkClient(payload, expected);
  return {
    sub: payload.sub,
    expiresAt: new Date(payload.exp * 1000),
    email: isVerifiedEmail(payload.email, payload.email_verified ?? entraDomainVerified(payload.xms_edov)) ? payload.email : null,
    needsProviderConfirmation: !saysAccessToken(header, payload),
  };
}
