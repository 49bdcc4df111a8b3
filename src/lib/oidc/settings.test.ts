import { describe, expect, it } from 'vitest';
import { issuerFrom, oidcSettings } from './settings';

const builtIn = { issuer: 'https://portal.example/oidc', clientId: 'portal', scope: 'openid profile email user_metadata' };

describe('identity-provider settings (spec §9)', () => {
  it('sign in at the provider the API names, and come back to this origin', () => {
    const settings = oidcSettings('https://portal.example', builtIn);
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

  it('take an external provider as the API names it, with its own scopes', () => {
    const settings = oidcSettings('http://127.0.0.1:3000', { issuer: 'https://id.example/realms/x', clientId: 'abc', scope: 'openid email profile' });
    expect(settings).toMatchObject({ authority: 'https://id.example/realms/x', client_id: 'abc', scope: 'openid email profile', redirect_uri: 'http://127.0.0.1:3000/callback' });
  });
});

describe('the issuer as the page reaches it', () => {
  it('is the page’s spelling of the same loopback server (the built-in provider opened at 127.0.0.1)', () => {
    expect(issuerFrom('http://127.0.0.1:3000', 'http://localhost:3000/oidc')).toBe('http://127.0.0.1:3000/oidc');
    expect(oidcSettings('http://127.0.0.1:3000', { ...builtIn, issuer: 'http://localhost:3000/oidc' }).authority).toBe('http://127.0.0.1:3000/oidc');
  });

  it('is left as named for any other server: another port, another host, another scheme', () => {
    expect(issuerFrom('http://localhost:3000', 'http://127.0.0.1:4593/api/oidc')).toBe('http://127.0.0.1:4593/api/oidc');
    expect(issuerFrom('https://portal.example', 'https://id.example/realms/x')).toBe('https://id.example/realms/x');
    expect(issuerFrom('http://localhost:3000', 'https://localhost:3000/oidc')).toBe('https://localhost:3000/oidc');
    expect(issuerFrom('http://localhost:3000', 'http://localhost:3000/oidc')).toBe('http://localhost:3000/oidc');
  });
});
