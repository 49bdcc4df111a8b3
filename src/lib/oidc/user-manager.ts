import { Log, UserManager, type User } from 'oidc-client-ts';
import { createRenewal, type RenewListener } from './renewal';
import { oidcSettings, SILENT_SIGNOUT_CALLBACK_PATH } from './settings';

export type OidcUser = User;

let manager: UserManager | null = null;

/** The one UserManager of the portal, created on first use (the login page may never need it). */
export function userManager(): UserManager {
  if (!manager) {
    manager = new UserManager(oidcSettings(location.origin, import.meta.env));
    Log.setLevel(Log.WARN);
    watchRenewal(manager);
  }
  return manager;
}

const renewListeners = new Set<RenewListener>();

export function onRenewal(listener: RenewListener): () => void {
  renewListeners.add(listener);
  return () => renewListeners.delete(listener);
}

// Automatic silent renew is off (spec §9): the portal renews when the token is about to expire.
function watchRenewal(um: UserManager): void {
  const renew = createRenewal(
    () => um.signinSilent(),
    (event) => renewListeners.forEach((l) => l(event)),
  );
  um.events.addAccessTokenExpiring(() => void renew());
}

export async function startOidcSignIn(): Promise<void> {
  await userManager().clearStaleState();
  await userManager().signinRedirect();
}

/** Spec §5: the return address only accepts an authorization-code answer (or a provider error). */
export function assertCodeFlowResponse(url: URL): void {
  const query = url.searchParams;
  if (query.has('code') || query.has('error')) return;
  throw new Error(url.hash.length > 1 ? 'Only the Authorization Code flow (with PKCE) is supported' : 'No state in response');
}

export async function completeOidcSignIn(): Promise<User> {
  assertCodeFlowResponse(new URL(location.href));
  const user = await userManager().signinCallback();
  if (!user) throw new Error('No state in response');
  return user;
}

export async function completeSilentRenew(): Promise<void> {
  await userManager().signinCallback();
}

export async function startOidcSignOut(silently: boolean): Promise<void> {
  const um = userManager();
  const user = await um.getUser();
  if (silently) {
    await um.signoutSilent({ post_logout_redirect_uri: `${location.origin}${SILENT_SIGNOUT_CALLBACK_PATH}` });
    return;
  }
  await um.signoutRedirect(user?.id_token ? { id_token_hint: user.id_token } : {});
}

export async function completeOidcSignOut(): Promise<void> {
  await userManager().signoutCallback();
}

export async function forgetOidcUser(): Promise<void> {
  await userManager().removeUser();
}

/** Arms the expiry timers for a stored identity-provider session (they start when a user loads). */
export async function watchOidcSession(listener: RenewListener): Promise<() => void> {
  const stop = onRenewal(listener);
  await userManager().getUser();
  return stop;
}
