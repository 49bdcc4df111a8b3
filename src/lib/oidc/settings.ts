import { WebStorageStateStore, type UserManagerSettings } from 'oidc-client-ts';

type Env = Record<string, unknown>;

function text(env: Env, key: string): string | null {
  const value = env[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** Spec §9 identity-provider settings; the development provider at `{origin}/oidc` by default. */
export function oidcSettings(origin: string, env: Env): UserManagerSettings {
  return {
    authority: text(env, 'VITE_OIDC_ISSUER') ?? `${origin}/oidc`,
    client_id: text(env, 'VITE_OIDC_CLIENT_ID') ?? 'portal',
    redirect_uri: `${origin}/callback`,
    silent_redirect_uri: `${origin}/silent-renew`,
    post_logout_redirect_uri: `${origin}/signout-callback`,
    response_type: 'code',
    response_mode: 'query',
    scope: 'openid profile email user_metadata',
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
  };
}

export const SILENT_SIGNOUT_CALLBACK_PATH = '/signout-callback/silently';
