// The identity provider the portal signs in with, read from the API at run time (GET
// /api/auth-config), so one build serves any provider: the built-in development one by default, or
// whatever OIDC_ISSUER / OIDC_CLIENT_ID name on the server.

export const AUTH_CONFIG_PATH = '/api/auth-config';

export type ProviderConfig = {
  /** Absolute URL of the provider (its discovery document is below it). */
  issuer: string;
  clientId: string;
  /** Space-separated, as the authorization request sends it. */
  scope: string;
};

/** English on purpose, like oidc-client-ts's own errors: the sign-in page translates it. */
export const PROVIDER_UNAVAILABLE = 'The identity provider cannot be reached';

function nonEmpty(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

function isHttpUrl(text: string): boolean {
  try {
    return /^https?:$/.test(new URL(text).protocol);
  } catch {
    return false;
  }
}

/** Checks what the API answered (house rule 5): an absolute http(s) issuer, a client id and `openid` among the scopes. */
export function parseProviderConfig(value: unknown): ProviderConfig {
  const v = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const { issuer, clientId, scope } = v;
  if (!nonEmpty(issuer) || !isHttpUrl(issuer.trim())) throw new Error(`${AUTH_CONFIG_PATH}: no usable issuer`);
  if (!nonEmpty(clientId)) throw new Error(`${AUTH_CONFIG_PATH}: no client id`);
  if (!nonEmpty(scope) || !scope.split(/\s+/).includes('openid')) throw new Error(`${AUTH_CONFIG_PATH}: the scope must include openid`);
  return { issuer: issuer.trim(), clientId: clientId.trim(), scope: scope.trim().split(/\s+/).join(' ') };
}

export async function fetchProviderConfig(fetchImpl: typeof fetch = fetch): Promise<ProviderConfig> {
  const response = await fetchImpl(AUTH_CONFIG_PATH, { headers: { accept: 'application/json' }, cache: 'no-store' });
  if (!response.ok) throw new Error(`${AUTH_CONFIG_PATH} answered ${response.status}`);
  return parseProviderConfig(await response.json());
}
