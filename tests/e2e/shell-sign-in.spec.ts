import { expect, openNavigation, signInWithProvider, test } from './support';

// English pages, so the texts below are the source texts.
test.use({ locale: 'en-US' });

test('sign-in by magic link: the e-mailed link opens the dashboard with counts', async ({ page, signIn }) => {
  await signIn('hr@demo.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Salaries.*\d+ items?/ })).toBeVisible();
  await expect((await openNavigation(page)).getByRole('link', { name: 'HR documents' })).toBeVisible();
});

test('sign-in through the development identity provider (code + PKCE)', async ({ page }) => {
  await signInWithProvider(page, 'accountant@demo.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect((await openNavigation(page)).getByRole('link', { name: 'Accounting' })).toBeVisible();

  // Signing out ends the provider's session too and comes back through the sign-out callback.
  await page.getByRole('banner').getByRole('link', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/signin$/, { timeout: 20_000 });
  await expect(page.getByText('You are now signed-out')).toBeVisible();
});

// Issue #8 defect: the provider knew only PUBLIC_URL's spelling and answered invalid_redirect_uri.
test('opened at 127.0.0.1 rather than localhost, the identity provider still signs the user in', async ({ page, server }) => {
  const origin = server.baseURL.replace('//localhost:', '//127.0.0.1:');
  expect(origin).not.toBe(server.baseURL);
  await signInWithProvider(page, 'accountant@demo.test', { origin });
  expect(new URL(page.url()).origin).toBe(origin);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

// Codes are for logs (issue #44): the page says why in words, and no server code shows.
test('a used or wrong link says why, in words', async ({ page }) => {
  await page.goto('/signin/hr%40demo.test/not-a-real-token');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign-in failed' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('This sign-in link is not valid. Ask for a new one.');
  await expect(page.getByRole('alert')).not.toContainText('FAILURE');
  await expect(page.getByRole('link', { name: 'Back to sign-in' })).toBeVisible();
  // A way back, not this page: screen readers must not announce it as the current page.
  await expect(page.getByRole('link', { name: 'Back to sign-in' })).not.toHaveAttribute('aria-current');
});

// A session of its own (not the shared signed-in state): signing out ends it on the server.
// finance@demo.test saved German on their profile, so the portal speaks German to them.
test('sign-out clears the session: the dashboard asks for sign-in again', async ({ page, signIn }) => {
  await signIn('finance@demo.test');
  await page.getByRole('banner').getByRole('link', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(/\/signin$/, { timeout: 20_000 });
  await expect(page.getByText('Sie sind jetzt abgemeldet')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('portal.session'))).toBeNull();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/signin$/);
});
