import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session, user } from '@/app/testing/fixtures';
import { renderApp } from '@/app/testing/render-app';
import { configureGraphQL } from '@/lib/graphql';
import { writeProfileDraft } from '@/lib/profile-drafts';
import { saveSession, sessionToken } from '@/lib/session';
import { STORAGE_KEYS } from '@/lib/storage-keys';

// Sign-out as the browser sees it: the logout route with the real identity-provider client
// (oidc-client-ts) against a provider answered here, and the API's `signout`. Leaving for the
// provider is a navigation, which never returns to the page. Each provider has an issuer of its
// own: the client keeps a provider's discovery document once read.

const origin = location.origin;
const fullProvider = `${origin}/oidc`;
const bareProvider = `${origin}/bare-oidc`;
const endSession = `${fullProvider}/session/end`;
const revocation = `${fullProvider}/token/revocation`;
const draft = { base: { bank: { iban: 'LU28 0019 4006 4475 0000' } }, baseVersion: 1, values: { bank: { iban: 'LU12 0010 0012 3456 7891' } } };

type Call = { url: string; method: string; authorization: string | null; body: string };

function fakeServers(issuer: string) {
  const offersAll = issuer === fullProvider;
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const request = new Request(input, init);
    const url = request.url;
    calls.push({ url, method: request.method, authorization: request.headers.get('authorization'), body: await request.clone().text() });
    if (url.endsWith('/api/graphql')) return Response.json({ data: { signout: true } });
    if (url.endsWith('/api/auth-config')) return Response.json({ issuer, clientId: 'portal', scope: 'openid profile email' });
    if (url === `${issuer}/.well-known/openid-configuration`) {
      return Response.json({
        issuer,
        authorization_endpoint: `${issuer}/auth`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        ...(offersAll ? { end_session_endpoint: endSession, revocation_endpoint: revocation } : {}),
      });
    }
    if (url === revocation) return new Response(null, { status: 200 });
    return new Response('not found', { status: 404 });
  });
  return calls;
}

/** What oidc-client-ts keeps for a signed-in user (its own key in local storage). */
function storeProviderUser(issuer: string) {
  const expiresAt = Math.floor(Date.now() / 1000) + 3_600;
  localStorage.setItem(
    `oidc.user:${issuer}:portal`,
    JSON.stringify({ id_token: 'the-id-token', access_token: 'token', refresh_token: 'the-refresh-token', token_type: 'Bearer', scope: 'openid', profile: { sub: 'u1' }, expires_at: expiresAt }),
  );
}

/** Where the page was sent away to (by `location.assign` or `location.replace`). */
function leftForTheProvider() {
  const urls = vi.fn<(url: string) => void>();
  vi.spyOn(window.location, 'assign').mockImplementation((url) => urls(String(url)));
  vi.spyOn(window.location, 'replace').mockImplementation((url) => urls(String(url)));
  return urls;
}

async function signOutOf(method: 'oidc' | 'magic-link') {
  const me = user([]);
  localStorage.setItem(STORAGE_KEYS.queryCache, JSON.stringify({ clientState: { queries: [{ queryKey: ['me'], state: { data: me } }] } }));
  writeProfileDraft(me.id, 'e12', draft);
  const oidc = method === 'oidc';
  // After renderApp's own magic-link session, before anything renders.
  const seed = () => saveSession(session({ method, idToken: oidc ? 'the-id-token' : null, refreshToken: oidc ? 'the-refresh-token' : null }));
  return renderApp('/logout', { me, seed });
}

function expectNothingOfTheUserLeft() {
  const keys = Object.keys(localStorage);
  expect(localStorage.getItem(STORAGE_KEYS.session)).toBeNull();
  expect(localStorage.getItem(STORAGE_KEYS.queryCache)).toBeNull();
  expect(keys.filter((key) => key.startsWith('portal.profile-draft.'))).toEqual([]);
  expect(keys.filter((key) => key.startsWith('oidc.user:'))).toEqual([]);
}

// As the app does at start: API calls carry the stored session's token.
beforeEach(() => configureGraphQL({ getToken: sessionToken, onMaintenance: () => undefined }));

afterEach(() => {
  configureGraphQL({ getToken: () => null, onMaintenance: () => undefined });
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('sign-out through the identity provider', () => {
  it('leaves nothing of the user on the device before it leaves for the provider, which ends its session', async () => {
    const calls = fakeServers(fullProvider);
    storeProviderUser(fullProvider);
    const replace = leftForTheProvider();
    await signOutOf('oidc');

    await waitFor(() => expect(replace).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    const endUrl = new URL(String(replace.mock.calls[0]?.[0]));
    expect(`${endUrl.origin}${endUrl.pathname}`).toBe(endSession);
    expect(endUrl.searchParams.get('id_token_hint')).toBe('the-id-token');
    expect(endUrl.searchParams.get('post_logout_redirect_uri')).toBe(`${origin}/signout-callback`);
    expect(endUrl.searchParams.get('state')).toBeTruthy();
    expectNothingOfTheUserLeft();

    // The API heard `signout` while the token still counted; the provider was asked to revoke the refresh token.
    const signout = calls.find((call) => call.url.endsWith('/api/graphql') && call.body.includes('signout'));
    expect(signout?.authorization).toBe('Bearer token');
    const revoked = calls.filter((call) => call.url === revocation).map((call) => new URLSearchParams(call.body));
    expect(revoked.map((body) => [body.get('token'), body.get('token_type_hint')])).toContainEqual(['the-refresh-token', 'refresh_token']);
  });

  it('without an end-session endpoint or a revocation endpoint, signs out here and goes to sign-in', async () => {
    const calls = fakeServers(bareProvider);
    storeProviderUser(bareProvider);
    const replace = leftForTheProvider();
    const { pathname } = await signOutOf('oidc');

    await waitFor(() => expect(pathname()).toBe('/signin'), { timeout: 10_000 });
    expect(replace).not.toHaveBeenCalled();
    expect(calls.some((call) => call.url === revocation)).toBe(false);
    expectNothingOfTheUserLeft();
  });
});

describe('sign-out of a magic-link session', () => {
  it('ends the API session and leaves nothing of the user on the device', async () => {
    const calls = fakeServers(fullProvider);
    const { pathname } = await signOutOf('magic-link');

    await waitFor(() => expect(pathname()).toBe('/signin'), { timeout: 10_000 });
    expectNothingOfTheUserLeft();
    expect(calls.find((call) => call.body.includes('signout'))?.authorization).toBe('Bearer token');
    // A magic-link user never needs the identity provider.
    expect(calls.some((call) => call.url.includes('/oidc') || call.url.endsWith('/api/auth-config'))).toBe(false);
  });
});
