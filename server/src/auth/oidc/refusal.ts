// Why a provider token was not accepted: every refusal is logged with one of these (never the token).

export type RefusalReason =
  /** Not a JWS of three parts, or claims that are not JSON, or without `sub` / `exp`. */
  | 'malformed'
  /** An unsigned JWT (`alg: none`) or one signed with a symmetric algorithm the API holds no secret for. */
  | 'unsigned-or-symmetric'
  /** The signature does not verify with the provider's key named by the token. */
  | 'bad-signature'
  /** No key of the provider's key set matches the token's header. */
  | 'unknown-key'
  | 'expired'
  | 'not-yet-valid'
  | 'wrong-issuer'
  /** `aud` names neither OIDC_AUDIENCE nor the client, and no client claim names the client. */
  | 'wrong-audience'
  /** `azp`, `client_id` (or the provider's own client claim) names another client of the provider. */
  | 'other-client'
  /** An ID token (or a JWT the provider's userinfo refused as an access token). */
  | 'id-token'
  /** The provider's userinfo (or tokeninfo) endpoint refused the token. */
  | 'refused-by-provider'
  /** The userinfo answer is about another subject than the token. */
  | 'subject-mismatch'
  /** The token needs an endpoint the provider's discovery document does not publish. */
  | 'endpoint-missing'
  /** Discovery, keys, userinfo or tokeninfo could not be reached or answered nonsense. */
  | 'provider-unavailable'
  /** Signed out (`signout`) before it expired. */
  | 'revoked';

export class TokenRefused extends Error {
  constructor(
    readonly reason: RefusalReason,
    readonly detail?: string,
  ) {
    super(detail ? `${reason}: ${detail}` : reason);
    this.name = 'TokenRefused';
  }
}
