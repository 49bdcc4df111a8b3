import { expect, FIRST_PAINT, graphqlAs, test } from './support';

test.describe('a French browser', () => {
  test.use({ locale: 'fr-FR' });

  test('lands on the sign-in page in French', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1, name: 'Se connecter' })).toBeVisible();
  });

  test.describe('signed in as a user without a saved language', () => {
    test.use({ user: 'hr@demo.test' });

    test('sees a French dashboard', async ({ page }) => {
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible(FIRST_PAINT);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    });
  });

  test.describe('signed in as a user who saved Portuguese', () => {
    test.use({ user: 'multi@demo.test' });

    test("the user's saved language wins, and a switch survives a reload", async ({ page }) => {
      // The demo data has Portuguese saved for multi@demo.test; an earlier run of this test on the
      // same server switched it, so it is put back first, as another client of the API would (from
      // a plain file of the origin, so the portal has not loaded the user yet).
      await page.goto('/robots.txt');
      await graphqlAs(page, 'mutation { updateMyProfileLanguage(language: "pt") { status } }');
      await page.goto('/my-profile');
      await expect(page.getByRole('heading', { level: 1, name: 'O meu perfil' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'pt');

      await page.getByRole('main').getByRole('combobox', { name: 'Idioma' }).selectOption('de');
      await expect(page.getByRole('heading', { level: 1, name: 'Mein Profil' })).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: 'Sprache geändert' })).toBeVisible();

      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Mein Profil' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');

      // Saved on the profile, not only on this device.
      await page.evaluate(() => localStorage.removeItem('portal.language'));
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Mein Profil' })).toBeVisible();
    });
  });
});

test.describe('without a supported browser language', () => {
  test.use({ locale: 'es-ES' });

  test('the portal speaks French', async ({ page }) => {
    await page.goto('/signin');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('button', { name: "M’envoyer un lien de connexion" })).toBeVisible();
  });
});
