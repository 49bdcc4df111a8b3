import { decodeJwt } from 'jose';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { revokedTokens } from '../db/schema';
import { credentialOf } from './authenticate';
import { looksLikeJwt } from './oidc/verifier';
import { hashToken } from './tokens';

/**
 * How long a signed-out opaque token stays refused: its expiry is the provider's secret (Google's
 * last an hour). A JWT's own `exp` says how long.
 */
export const OPAQUE_TOKEN_REVOCATION_MS = 24 * 3_600_000;

function expiryOf(token: string, now: number): Date {
  if (looksLikeJwt(token)) {
    // Already verified by the request that signs out with it: only its expiry is read here.
    const exp = decodeJwt(token).exp;
    if (typeof exp === 'number') return new Date(exp * 1000);
  }
  return new Date(now + OPAQUE_TOKEN_REVOCATION_MS);
}

/**
 * Remembers a provider access token as signed out until it expires, so the API refuses it from
 * now on, on every instance (the insert's trigger tells them: principal-cache.ts). Rows whose
 * token has expired go at the same time.
 */
export async function revokeProviderToken(db: Db, token: string): Promise<void> {
  const now = Date.now();
  await db
    .insert(revokedTokens)
    .values({ tokenHash: hashToken(token), expiresAt: expiryOf(token, now) })
    .onConflictDoNothing();
  await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, sql`now()`));
}

/** Signs out the provider access token a request was made with (`signout`); an API session's is not one. */
export async function revokeProviderTokenOf(db: Db, request: Request): Promise<void> {
  const credential = credentialOf(request);
  if (credential && !credential.session) await revokeProviderToken(db, credential.token);
}
