import { WebStorageStateStore, type UserManagerSettings } from 'oidc-client-ts';
import type { ProviderConfig } from './provider-config';

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The issuer as this page reaches it. A loopback issuer on this page's own loopback address and port
 * is this very server under another spelling (the built-in provider names PUBLIC_URL's, say
 * localhost, to a page opened at 127.0.0.1): the page's spelling keeps its calls same-origin, as
 * the built-in provider serves every spelling (server/src/auth/dev-provider/redirect-origins.ts).
 */
export function issuerFrom(origin: string, issuer: string): string {
  const page = new URL(origin);
  const provider = new URL(issuer);
  const sameServer =
    provider.protocol === page.protocol && provider.port === page.port && LOOPBACK_HOSTS.includes(provider.hostname) && LOOPBACK_HOSTS.includes(page.hostname);
  return sameServer && provider.origin !== page.origin ? `${page.origin}${issuer.slice(provider.origin.length)}` : issuer;
}

/**
 * Spec §9 identity-provider settings for the provider the API names (GET /api/auth-config). The
 * return addresses are this origin's, whichever spelling of it the user opened.
 */
export function oidcSettings(origin: string, provider: ProviderConfig): UserManagerSettings {
  return {
    authority: issuerFrom(origin, provider.issuer),
    client_id: provider.clientId,
    redirect_uri: `${origin}/callback`,
    silent_redirect_uri: `${origin}/silent-renew`,
    post_logout_redirect_uri: `${origin}/signout-callback`,
    response_type: 'code',
    response_mode: 'query',
    scope: provider.scope,
    userStore: new WebStorageStateStore({ store: window.localStorage }),
    stateStore: new WebStorageStateStore({ store: window.localStorage }),
    silentRequestTimeoutInSeconds: 10,
    checkSessionIntervalInSeconds: 2,
    accessTokenExpiringNotificationTimeInSeconds: 60,
    automaticSilentRenew: false,
    staleStateAgeInSeconds: 900,
    popupWindowFeatures: { height: 640 },
    // The profile comes from the ID token; the access token is meant for the API, not user-info.
    loadUserInfo: false,
    // Sign-out revokes the refresh token itself, only where the provider offers revocation.
    revokeTokensOnSignout: false,
  };
}

export const SILENT_SIGNOUT_CALLBACK_PATH = '/signout-callback/silently';
