// Asking the provider about a token it issued: userinfo (OpenID Connect; who, and the verified email)
// and, for Google's opaque tokens, tokeninfo (which client the token was issued to).
import { isVerifiedEmail } from './jwt-access-token';
import { TokenRefused } from './refusal';

const TIMEOUT_MS = 5_000;

export interface Userinfo {
  sub: string;
  /** Only a verified address (`email_verified` true or "true"), else null. */
  email: string | null;
}

async function askProvider(url: string, init: RequestInit, fetchImpl: typeof fetch, what: string): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new TokenRefused('provider-unavailable', `${what}: ${error instanceof Error ? error.message : String(error)}`);
  }
  // 400 is how tokeninfo says "invalid token"; userinfo says 401 (or 403 for a token without `openid`).
  if ([400, 401, 403].includes(response.status)) throw new TokenRefused('refused-by-provider', `${what} answered ${response.status}`);
  if (!response.ok) throw new TokenRefused('provider-unavailable', `${what} answered ${response.status}`);
  const type = response.headers.get('content-type') ?? '';
  // A signed or encrypted userinfo answer (application/jwt) is not asked for and not read.
  if (!type.includes('json')) throw new TokenRefused('provider-unavailable', `${what} answered ${type || 'no content type'}`);
  const body = (await response.json().catch(() => null)) as unknown;
  if (typeof body !== 'object' || body === null) throw new TokenRefused('provider-unavailable', `${what} answered no JSON object`);
  return body as Record<string, unknown>;
}

export async function fetchUserinfo(endpoint: string, token: string, fetchImpl: typeof fetch): Promise<Userinfo> {
  const body = await askProvider(endpoint, { headers: { authorization: `Bearer ${token}`, accept: 'application/json' } }, fetchImpl, 'userinfo');
  if (typeof body.sub !== 'string' || body.sub === '') throw new TokenRefused('provider-unavailable', 'userinfo answered no subject');
  return { sub: body.sub, email: isVerifiedEmail(body.email, body.email_verified) ? body.email : null };
}

export interface Tokeninfo {
  /** When the token expires, if the provider said so. */
  expiresAt: Date | null;
}

/** Refuses a token that tokeninfo does not know or that was issued to another client. */
export async function checkTokeninfo(endpoint: string, token: string, clientId: string, fetchImpl: typeof fetch): Promise<Tokeninfo> {
  const body = await askProvider(
    endpoint,
    { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' }, body: new URLSearchParams({ access_token: token }).toString() },
    fetchImpl,
    'tokeninfo',
  );
  const client = body.azp ?? body.aud;
  if (client !== clientId) throw new TokenRefused('other-client', `issued to ${JSON.stringify(client ?? null)}`);
  const exp = Number(body.exp);
  return { expiresAt: Number.isFinite(exp) && exp > 0 ? new Date(exp * 1000) : null };
}
