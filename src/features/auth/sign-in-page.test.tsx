import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query';
import { TestUi } from '@/testing/test-i18n';
import { SignInPage } from './sign-in-page';

// "A provider that is down": the identity-provider button says so, and the magic link still works.

const UNREACHABLE = 'The identity provider cannot be reached right now. Sign in with a link by e-mail instead, or try again later.';

function api(authConfig: () => Response | Promise<Response>, discovery: () => Response | Promise<Response>) {
  const magicLinks: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const request = new Request(input, init);
    if (request.url.endsWith('/api/auth-config')) return authConfig();
    if (request.url.includes('/.well-known/openid-configuration')) return discovery();
    if (request.url.endsWith('/api/graphql')) {
      const body = (await request.json()) as { variables?: { email?: string } };
      magicLinks.push(body.variables?.email ?? '');
      return Response.json({ data: { sendUserMagicAuthLink: true } });
    }
    return new Response('not found', { status: 404 });
  });
  return magicLinks;
}

function renderSignIn() {
  render(
    <TestUi>
      <QueryClientProvider client={createQueryClient()}>
        <SignInPage />
      </QueryClientProvider>
    </TestUi>,
  );
}

async function expectProviderUnreachableAndMagicLinkWorking(magicLinks: string[]) {
  fireEvent.click(screen.getByRole('button', { name: 'Continue with the identity provider' }));
  expect((await screen.findByRole('alert', {}, { timeout: 5_000 })).textContent).toContain(UNREACHABLE);
  expect(screen.getByRole('button', { name: 'Continue with the identity provider' }).hasAttribute('disabled')).toBe(false);

  fireEvent.change(screen.getByRole('textbox', { name: 'Email address' }), { target: { value: 'hr@demo.test' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send me a sign-in link' }));
  expect((await screen.findByRole('status')).textContent).toContain('If an account exists for hr@demo.test, a sign-in link is on its way.');
  expect(magicLinks).toEqual(['hr@demo.test']);
}

afterEach(() => vi.unstubAllGlobals());

describe('sign-in while the identity provider is down', () => {
  it('says so when the API cannot name the provider, and the magic link still works', async () => {
    const magicLinks = api(() => new Response('Bad gateway', { status: 502 }), () => Response.json({}));
    renderSignIn();
    await expectProviderUnreachableAndMagicLinkWorking(magicLinks);
  });

  it('says so when the provider does not answer its discovery, and the magic link still works', async () => {
    const issuer = `${location.origin}/unreachable-oidc`;
    const magicLinks = api(
      () => Response.json({ issuer, clientId: 'portal', scope: 'openid email profile' }),
      () => Promise.reject(new TypeError('Failed to fetch')),
    );
    renderSignIn();
    await expectProviderUnreachableAndMagicLinkWorking(magicLinks);
  });
});
