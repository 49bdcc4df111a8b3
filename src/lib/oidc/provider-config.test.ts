import { describe, expect, it } from 'vitest';
import { fetchProviderConfig, parseProviderConfig } from './provider-config';

describe('the provider the API names (GET /api/auth-config)', () => {
  it('is read as the API answers it, never from a cache', async () => {
    const asked: RequestInit[] = [];
    const fetchImpl = (async (_url: RequestInfo | URL, init: RequestInit = {}) => {
      asked.push(init);
      return Response.json({ issuer: 'http://127.0.0.1:4593/api/oidc', clientId: 'portal', scope: 'openid  email profile' });
    }) as typeof fetch;
    expect(await fetchProviderConfig(fetchImpl)).toEqual({ issuer: 'http://127.0.0.1:4593/api/oidc', clientId: 'portal', scope: 'openid email profile' });
    expect(asked[0]?.cache).toBe('no-store');
  });

  it('fails when the API does not answer with one', async () => {
    const down = (async () => new Response('Bad gateway', { status: 502 })) as typeof fetch;
    await expect(fetchProviderConfig(down)).rejects.toThrow('/api/auth-config answered 502');
  });

  it('refuses what it cannot use: no issuer, a relative or non-http issuer, no client, no openid scope', () => {
    const good = { issuer: 'https://id.example', clientId: 'portal', scope: 'openid' };
    expect(parseProviderConfig(good)).toEqual(good);
    for (const bad of [null, {}, { ...good, issuer: '/oidc' }, { ...good, issuer: 'javascript:alert(1)' }, { ...good, clientId: ' ' }, { ...good, scope: 'email profile' }]) {
      expect(() => parseProviderConfig(bad)).toThrow();
    }
  });
});
