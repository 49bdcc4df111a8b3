import type { Page } from '@playwright/test';
import { expect, signInByMagicLink, signInWithProvider, test } from './support';
import { accessTokenOf, expectNothingOfTheUserLeft, expectSavedCacheToHold, expectTokenAccepted, expectTokenRefused } from './support/signed-out';

// Sign-out that signs out (issue #43 item 2), on a phone in German, after either sign-in method
// (the identity provider here is the built-in development one; oidc-glewlwyd.phone.spec.ts does the same
// through Glewlwyd). It used to leave an identity-provider user signed in on the device, with a
// query cache of employee and file names. Each test signs in afresh: signing out ends the session.
test.use({ locale: 'de-DE' });

const USERS = [
  // Their lists put names and file names into the saved query cache.
  { email: 'finance@demo.test', page: '/accounting', heading: 'Buchhaltung', cached: '.pdf' },
  { email: 'hr@demo.test', page: '/hr', heading: 'Mitarbeiter', cached: 'Frank Wagner' },
];

const METHODS = {
  'Link per E-Mail': (page: Page, dataDir: string, email: string) => signInByMagicLink(page, dataDir, email),
  Identitätsanbieter: (page: Page, _dataDir: string, email: string) => signInWithProvider(page, email),
};

/** An unsaved HR profile edit of the signed-in user, as the editor keeps it (src/lib/profile-drafts). */
async function leaveAProfileDraft(page: Page): Promise<void> {
  await page.evaluate(() => {
    const session = JSON.parse(localStorage.getItem('portal.session') ?? '{}') as { profile?: { id?: string } };
    const draft = { schemaVersion: 1, base: { bank: { iban: '' } }, baseVersion: 1, values: { bank: { iban: 'LU28 0019 4006 4475 0000' } } };
    localStorage.setItem(`portal.profile-draft.${session.profile?.id ?? 'unknown'}.e1`, JSON.stringify(draft));
  });
}

for (const user of USERS) {
  for (const [method, signIn] of Object.entries(METHODS)) {
    test(`${user.email}, angemeldet per ${method}: nach dem Abmelden bleibt nichts auf dem Gerät und das Token gilt nicht mehr`, async ({ page, dataDir }) => {
      await signIn(page, dataDir, user.email);
      await page.goto(user.page);
      await expect(page.getByRole('heading', { level: 1, name: user.heading })).toBeVisible();
      await expectSavedCacheToHold(page, user.cached);
      await leaveAProfileDraft(page);
      const token = await accessTokenOf(page);
      await expectTokenAccepted(page, token, user.email);

      await page.getByRole('banner').getByRole('link', { name: 'Abmelden' }).click();
      await expect(page).toHaveURL(/\/signin$/, { timeout: 20_000 });
      await expect(page.getByText('Sie sind jetzt abgemeldet')).toBeVisible();

      await page.goto(user.page);
      await expect(page).toHaveURL(/\/signin$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
      await expectNothingOfTheUserLeft(page);
      await expectTokenRefused(page, token);
    });
  }
}
