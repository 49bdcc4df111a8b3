import { afterEach, describe, expect, it, vi } from 'vitest';
import { assertCodeFlowResponse, completeOidcSignIn, startOidcSignIn } from './user-manager';

describe('identity-provider return (spec §5)', () => {
  it('accepts an authorization code or a provider error', () => {
    expect(() => assertCodeFlowResponse(new URL('https://p.example/callback?code=abc&state=s'))).not.toThrow();
    expect(() => assertCodeFlowResponse(new URL('https://p.example/callback?error=access_denied&state=s'))).not.toThrow();
  });

  it('refuses an implicit-flow answer in the fragment', () => {
    expect(() => assertCodeFlowResponse(new URL('https://p.example/callback#access_token=x&state=s'))).toThrow(
      'Only the Authorization Code flow (with PKCE) is supported',
    );
  });

  it('says there is no state when the address carries no answer at all', () => {
    expect(() => assertCodeFlowResponse(new URL('https://p.example/callback'))).toThrow('No state in response');
  });
});

// The real client (oidc-client-ts) against a provider answered here; this issuer is used by no
// other test file, so the UserManager made for it is this file's.
const origin = location.origin;
const issuer = `${origin}/code-flow-oidc`;

const base64url = (value: object) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const idToken = (claims: object) => `${base64url({ alg: 'RS256', typ: 'JWT' })}.${base64url(claims)}.c2lnbmF0dXJl`;

function provider(nonceInIdToken: (sentNonce: string) => string) {
  const tokenRequests: URLSearchParams[] = [];
  let sentNonce = '';
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const request = new Request(input, init);
    if (request.url.endsWith('/api/auth-config')) return Response.json({ issuer, clientId: 'portal-spa', scope: 'openid email profile' });
    if (request.url === `${issuer}/.well-known/openid-configuration`) {
      return Response.json({ issuer, authorization_endpoint: `${issuer}/auth`, token_endpoint: `${issuer}/token`, jwks_uri: `${issuer}/jwks` });
    }
    if (request.url === `${issuer}/token`) {
      tokenRequests.push(new URLSearchParams(await request.text()));
      const now = Math.floor(Date.now() / 1000);
      const claims = { iss: issuer, sub: 'someone', aud: 'portal-spa', iat: now, exp: now + 300, nonce: nonceInIdToken(sentNonce), email: 'hr@demo.test' };
      return Response.json({ access_token: 'at', token_type: 'Bearer', expires_in: 300, scope: 'openid email profile', id_token: idToken(claims) });
    }
    return new Response('not found', { status: 404 });
  });
  const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
  const signIn = async () => {
    void startOidcSignIn();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(1), { timeout: 5_000 });
    const url = new URL(String(assign.mock.calls[0]?.[0]));
    sentNonce = url.searchParams.get('nonce') ?? '';
    return url;
  };
  return { signIn, tokenRequests };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('sign-in at the identity provider', () => {
  it('asks with the client and scope the API names, a state, a nonce and PKCE S256, and proves the code with its verifier', async () => {
    const { signIn, tokenRequests } = provider((nonce) => nonce);
    const url = await signIn();

    expect(`${url.origin}${url.pathname}`).toBe(`${issuer}/auth`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'portal-spa',
      redirect_uri: `${origin}/callback`,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    const state = url.searchParams.get('state') ?? '';
    expect(state.length).toBeGreaterThanOrEqual(16);
    expect((url.searchParams.get('nonce') ?? '').length).toBeGreaterThanOrEqual(32);
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);

    const user = await completeOidcSignIn(`${origin}/callback?code=the-code&state=${state}`);
    expect(user.profile.email).toBe('hr@demo.test');
    expect(tokenRequests[0]?.get('code')).toBe('the-code');
    expect(tokenRequests[0]?.get('code_verifier')).toMatch(/^[\w-]{43,128}$/);
  });

  it('sends a new nonce each time', async () => {
    const first = await provider((nonce) => nonce).signIn();
    vi.restoreAllMocks();
    const second = await provider((nonce) => nonce).signIn();
    expect(first.searchParams.get('nonce')).not.toBe(second.searchParams.get('nonce'));
  });

  it('refuses an ID token that does not carry the nonce it sent', async () => {
    const { signIn } = provider(() => 'someone-elses-nonce');
    const state = (await signIn()).searchParams.get('state');
    await expect(completeOidcSignIn(`${origin}/callback?code=the-code&state=${state}`)).rejects.toThrow('nonce in id_token does not match nonce in client storage');
  });
});
