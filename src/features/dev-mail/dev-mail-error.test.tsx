import { screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { renderApp } from '@/app/testing/render-app';

// The API shows the development outbox to a signed-in administrator only (issue #42); /dev/mail
// tells everyone else so, and where the sign-in links are instead.

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function answer(body: unknown) {
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }));
  // The router logs a loader's failure with console.error('%o'): Node's inspector then walks the
  // refusal's happy-dom Response into the window and throws there. The refusal is expected here.
  vi.spyOn(console, 'error').mockImplementation(() => {});
}
const refusal = (code: string, message: string) => ({ data: null, errors: [{ message, extensions: { code } }] });

it('lists the mails for an administrator', async () => {
  answer({ data: { devOutbox: [{ file: '1.eml', to: 'admin@demo.test', subject: 'Your sign-in link', text: 'http://localhost:3000/signin/x/y' }] } });
  await renderApp('/dev/mail');
  expect(await screen.findByText('Your sign-in link')).toBeTruthy();
});

it('tells a signed-out visitor who may read it and where the links are, with a way to sign in', async () => {
  answer(refusal('UNAUTHENTICATED', 'You are not signed in'));
  await renderApp('/dev/mail');
  expect(await screen.findByRole('heading', { name: 'Development outbox' })).toBeTruthy();
  expect(screen.getByRole('alert').textContent).toMatch(/Only an administrator can read the development outbox.*printed in the API’s console/);
  expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/signin');
});

it('tells a signed-in user who is no administrator the same, without a sign-in link', async () => {
  answer(refusal('FORBIDDEN', 'Only an administrator may read the development outbox'));
  await renderApp('/dev/mail');
  expect((await screen.findByRole('alert')).textContent).toMatch(/^Only an administrator can read the development outbox/);
  expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
});

it('shows any other failure as a load error with the reason in the user’s words, not the API’s', async () => {
  answer(refusal('INTERNAL_SERVER_ERROR', 'Unexpected error.'));
  await renderApp('/dev/mail');
  expect((await screen.findByRole('alert')).textContent).toMatch(/Error while loading data.*Something went wrong on the server\. Please try again later\./);
});
