import { Log, UserManager, type User } from 'oidc-client-ts';
import { fetchProviderConfig, PROVIDER_UNAVAILABLE } from './provider-config';
import { createRenewal, type RenewListener } from './renewal';
import { oidcSettings, SILENT_SIGNOUT_CALLBACK_PATH } from './settings';

export type OidcUser = User;

let current: { provider: string; um: UserManager } | null = null;

/**
 * The portal's UserManager for the provider the API names now: the API is asked each time (it
 * answers no-store), so a provider changed on the server is used from the next sign-in on, without
 * a rebuild or a reload. The same provider keeps the same UserManager (its discovery document and
 * expiry timers).
 */
async function userManager(): Promise<UserManager> {
  const config = await fetchProviderConfig();
  const provider = JSON.stringify(config);
  if (current?.provider !== provider) {
    current?.um.events.unload();
    const um = new UserManager(oidcSettings(location.origin, config));
    Log.setLevel(Log.WARN);
    watchRenewal(um);
    current = { provider, um };
  }
  return current.um;
}

/** The UserManager with the provider's discovery document loaded, or PROVIDER_UNAVAILABLE. */
async function reachProvider(): Promise<UserManager> {
  try {
    const um = await userManager();
    await um.metadataService.getMetadata();
    return um;
  } catch (error) {
    throw new Error(PROVIDER_UNAVAILABLE, { cause: error });
  }
}

/**
 * oidc-client-ts sends a nonce only when given one; some providers (Glewlwyd) refuse an `openid`
 * request without it. Given one, the client keeps it with the request's state and refuses an ID
 * token that does not carry it back.
 */
function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

const renewListeners = new Set<RenewListener>();

export function onRenewal(listener: RenewListener): () => void {
  renewListeners.add(listener);
  return () => renewListeners.delete(listener);
}

// Automatic silent renew is off (spec §9): the portal renews when the token is about to expire.
function watchRenewal(um: UserManager): void {
  const renew = createRenewal(
    () => um.signinSilent({ nonce: newNonce() }),
    (event) => renewListeners.forEach((l) => l(event)),
  );
  um.events.addAccessTokenExpiring(() => void renew());
}

/** Leaves for the provider's sign-in (code flow, PKCE S256, state and nonce). */
export async function startOidcSignIn(): Promise<void> {
  const um = await reachProvider();
  await um.clearStaleState();
  await um.signinRedirect({ nonce: newNonce() });
}

/** Spec §5: the return address only accepts an authorization-code answer (or a provider error). */
export function assertCodeFlowResponse(url: URL): void {
  const query = url.searchParams;
  if (query.has('code') || query.has('error')) return;
  throw new Error(url.hash.length > 1 ? 'Only the Authorization Code flow (with PKCE) is supported' : 'No state in response');
}

export async function completeOidcSignIn(url: string = location.href): Promise<User> {
  assertCodeFlowResponse(new URL(url));
  const um = await userManager().catch((error: unknown) => {
    throw new Error(PROVIDER_UNAVAILABLE, { cause: error });
  });
  const user = await um.signinCallback(url);
  if (!user) throw new Error('No state in response');
  return user;
}

export async function completeSilentRenew(): Promise<void> {
  await (await userManager()).signinCallback();
}

/**
 * Sign-out, before the local data goes: where the provider offers revocation, the refresh token
 * (which could mint new access tokens) is revoked, then the access token. Each is best effort.
 */
export async function revokeOidcTokens(): Promise<void> {
  const um = await userManager();
  if (!(await um.metadataService.getRevocationEndpoint())) return;
  await um.revokeTokens(['refresh_token']).catch(() => undefined);
  await um.revokeTokens(['access_token']).catch(() => undefined);
}

/**
 * Ends the provider's session where it offers an end-session endpoint: 'not-offered' otherwise.
 * With `id_token_hint` (some providers end nothing without it) and `state` (Glewlwyd returns to
 * the post-logout address only with it). By redirect the page leaves and the promise only settles
 * if the browser brings the page back from its cache; `silently`, in a hidden frame.
 */
export async function endOidcSession(idToken: string | null, { silently }: { silently: boolean }): Promise<'ended' | 'not-offered'> {
  const um = await userManager();
  if (!(await um.metadataService.getEndSessionEndpoint())) return 'not-offered';
  const args = { ...(idToken ? { id_token_hint: idToken } : {}), state: 'sign-out' };
  if (silently) await um.signoutSilent({ ...args, post_logout_redirect_uri: `${location.origin}${SILENT_SIGNOUT_CALLBACK_PATH}` });
  else await um.signoutRedirect(args);
  return 'ended';
}

export async function completeOidcSignOut(): Promise<void> {
  await (await userManager()).signoutCallback();
}

/** Arms the expiry timers for a stored identity-provider session (they start when a user loads). */
export async function watchOidcSession(listener: RenewListener): Promise<() => void> {
  const um = await userManager();
  const stop = onRenewal(listener);
  await um.getUser();
  return stop;
}
