import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { authConfigOf } from './auth-config';

describe('the identity provider the portal is told about (GET /api/auth-config)', () => {
  it('is the built-in one without OIDC_ISSUER, with its own scopes', () => {
    expect(authConfigOf(loadConfig({ PUBLIC_URL: 'https://portal.example/' }))).toEqual({
      issuer: 'https://portal.example/oidc',
      clientId: 'portal',
      scope: 'openid profile email user_metadata',
    });
  });

  it('is OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_SCOPES as configured, openid email profile by default', () => {
    const env = { OIDC_ISSUER: 'https://login.example.com/realms/portal/', OIDC_CLIENT_ID: 'fiduciary' };
    expect(authConfigOf(loadConfig(env))).toEqual({ issuer: 'https://login.example.com/realms/portal', clientId: 'fiduciary', scope: 'openid email profile' });
    expect(authConfigOf(loadConfig({ ...env, OIDC_SCOPES: ' openid  email profile api://x/access ' })).scope).toBe('openid email profile api://x/access');
  });

  it('refuses an issuer that is not an absolute URL, or plain http elsewhere than this machine in production', () => {
    expect(() => loadConfig({ OIDC_ISSUER: 'login.example.com' })).toThrow(/OIDC_ISSUER must be an absolute URL/);
    expect(() => loadConfig({ OIDC_ISSUER: 'http://login.example.com', NODE_ENV: 'production', SECRET: 'x'.repeat(16) })).toThrow(/https/);
    expect(loadConfig({ OIDC_ISSUER: 'http://127.0.0.1:8080/oidc', NODE_ENV: 'production', SECRET: 'x'.repeat(16) }).oidcIssuer).toBe('http://127.0.0.1:8080/oidc');
  });
});
