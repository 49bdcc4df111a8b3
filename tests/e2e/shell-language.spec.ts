import type { Page } from '@playwright/test';
import { countMails, expect, readLatestMail, test } from './support';

async function signInAs(page: Page, dataDir: string, email: string): Promise<void> {
  const before = await countMails(dataDir, email);
  await page.goto('/signin');
  await page.getByRole('textbox').fill(email);
  await page.locator('form button[type="submit"]').click();
  await page.goto(await readLatestMail(dataDir, email, { newerThan: before }));
  // Profile-only users are sent on to their HR profile.
  await expect(page).toHaveURL(/\/(dashboard|hr\/profile)$/, { timeout: 20_000 });
}

test.describe('a French browser', () => {
  test.use({ locale: 'fr-FR' });

  test('lands on the sign-in page in French and sees a French dashboard', async ({ page, dataDir }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1, name: 'Se connecter' })).toBeVisible();
    await signInAs(page, dataDir, 'hr@demo.test');
    await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
  });

  test("the user's saved language wins, and a switch survives a reload", async ({ page, dataDir }) => {
    // multi@demo.test saved Portuguese on their profile.
    await signInAs(page, dataDir, 'multi@demo.test');
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

test.describe('without a supported browser language', () => {
  test.use({ locale: 'es-ES' });

  test('the portal speaks French', async ({ page }) => {
    await page.goto('/signin');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('button', { name: "M’envoyer un lien de connexion" })).toBeVisible();
  });
});
