import type { Page } from '@playwright/test';
import { expect, signInByMagicLink, test } from './support';
import { GLEWLWYD_PASSWORD } from './support/glewlwyd';
import { accessTokenOf, expectNothingOfTheUserLeft, expectSavedCacheToHold, expectTokenAccepted, expectTokenRefused } from './support/signed-out';

// A real identity provider from Debian (issue #43 item 3): Glewlwyd 2.7.5, started for this spec's
// workers by scripts/glewlwyd/start.mjs, the portal's server pointed at it with OIDC_ISSUER. The
// journey a finance user takes on a German phone: Glewlwyd's own sign-in form, the dashboard,
// sign-out ending Glewlwyd's session too. `npm test` installs Glewlwyd first where it can
// (scripts/ensure-test-tools.mjs); a missing one fails here with what to install. Once, on the phone
// (`.phone.spec.ts`): a run on the desktop screen would start a second Glewlwyd and server.
test.use({ identityProvider: 'glewlwyd', locale: 'de-DE' });
// In order, in one worker: each worker of this spec starts its own Glewlwyd and server.
test.describe.configure({ mode: 'default' });

const PROVIDER_BUTTON = { name: 'Weiter mit dem Identitätsanbieter' };

/** Glewlwyd's sign-in form (its German texts), as a person fills it in. */
async function expectGlewlwydSignInForm(page: Page): Promise<void> {
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/login\.html\?/, { timeout: 20_000 });
  await expect(page.getByRole('textbox', { name: 'Benutzername' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Passwort' })).toBeVisible();
}

async function signInThroughGlewlwyd(page: Page, email: string): Promise<void> {
  await page.goto('/signin');
  await page.getByRole('button', PROVIDER_BUTTON).click();
  await expectGlewlwydSignInForm(page);
  await page.getByRole('textbox', { name: 'Benutzername' }).fill(email);
  await page.getByRole('textbox', { name: 'Passwort' }).fill(GLEWLWYD_PASSWORD);
  await page.getByRole('button', { name: 'OK' }).click();
  // Glewlwyd then asks what to do with the session it opened for the portal.
  await page.getByRole('button', { name: /Weiter/ }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Übersicht' })).toBeVisible();
}

test('Glewlwyd: sign-in, dashboard, and a sign-out that ends the session here, at the API and at Glewlwyd', async ({ page }) => {
  await signInThroughGlewlwyd(page, 'finance@demo.test');

  // The accounting list puts file names into the saved query cache.
  await page.goto('/accounting');
  await expect(page.getByRole('heading', { level: 1, name: 'Buchhaltung' })).toBeVisible();
  await expectSavedCacheToHold(page, '.pdf');
  const token = await accessTokenOf(page);
  // Glewlwyd's own access token (a JWT whose `aud` is the scope list), taken by the API.
  expect(JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString())).toMatchObject({ client_id: 'portal', aud: expect.stringContaining('openid') });
  await expectTokenAccepted(page, token, 'finance@demo.test');

  await page.getByRole('banner').getByRole('link', { name: 'Abmelden' }).click();
  // Glewlwyd asks before it ends its session, then returns to the portal (end-session carried `state`).
  await expect(page.getByRole('heading', { name: 'Sitzung beenden' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: /Ausloggen/ }).click();
  await expect(page).toHaveURL(/\/signin$/, { timeout: 20_000 });
  await expect(page.getByText('Sie sind jetzt abgemeldet')).toBeVisible();

  await page.goto('/accounting');
  await expect(page).toHaveURL(/\/signin$/);
  await expectNothingOfTheUserLeft(page);
  await expectTokenRefused(page, token);

  // Glewlwyd's session ended: signing in again shows its form, not an automatic sign-in.
  await page.getByRole('button', PROVIDER_BUTTON).click();
  await expectGlewlwydSignInForm(page);
  await expect(page.getByRole('heading', { name: /Hallo/ })).toHaveCount(0);
});

test('Glewlwyd down: the sign-in page says so in German, and the magic link still signs in', async ({ page, dataDir }) => {
  await page.route(/^http:\/\/127\.0\.0\.1:\d+\/api\/oidc\//, (route) => route.abort('connectionrefused'));
  await page.goto('/signin');
  await page.getByRole('button', PROVIDER_BUTTON).click();
  await expect(page.getByRole('alert')).toContainText('Der Identitätsanbieter ist gerade nicht erreichbar. Melden Sie sich stattdessen mit einem Link per E-Mail an');
  await expect(page).toHaveURL(/\/signin$/);
  await signInByMagicLink(page, dataDir, 'finance@demo.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Übersicht' })).toBeVisible();
});
