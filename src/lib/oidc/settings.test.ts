import { describe, expect, it } from 'vitest';
import { oidcSettings } from './settings';

describe('identity-provider settings (spec §9)', () => {
  it('uses the development provider of this origin by default', () => {
    const settings = oidcSettings('https://portal.example', {});
    expect(settings).toMatchObject({
      authority: 'https://portal.example/oidc',
      client_id: 'portal',
      redirect_uri: 'https://portal.example/callback',
      silent_redirect_uri: 'https://portal.example/silent-renew',
      post_logout_redirect_uri: 'https://portal.example/signout-callback',
      response_type: 'code',
      response_mode: 'query',
      scope: 'openid profile email user_metadata',
      silentRequestTimeoutInSeconds: 10,
      checkSessionIntervalInSeconds: 2,
      accessTokenExpiringNotificationTimeInSeconds: 60,
      automaticSilentRenew: false,
      staleStateAgeInSeconds: 900,
      popupWindowFeatures: { height: 640 },
    });
  });

  it('takes an external provider from the environment', () => {
    const settings = oidcSettings('https://portal.example', { VITE_OIDC_ISSUER: 'https://id.example', VITE_OIDC_CLIENT_ID: 'abc' });
    expect(settings).toMatchObject({ authority: 'https://id.example', client_id: 'abc' });
  });
});
