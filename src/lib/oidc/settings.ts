import { WebStorageStateStore, type UserManagerSettings } from 'oidc-client-ts';
import type { ProviderConfig } from './provider-config';

/**
 * Spec §9 identity-provider settings for the provider the API names (GET /api/auth-config). The
 * return addresses are this origin's, whichever spelling of it the user opened.
 */
export function oidcSettings(origin: string, provider: ProviderConfig): UserManagerSettings {
  return {
    authority: provider.issuer,
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
