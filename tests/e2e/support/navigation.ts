import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The main navigation as a person reaches it: on a phone, behind the menu button of the header
 * (the drawer); on a wider screen, always shown. Returns the navigation landmark.
 */
export async function openNavigation(page: Page): Promise<Locator> {
  const navigation = page.getByRole('navigation', { name: /Main navigation|Navigation principale|Hauptnavigation|Navegação principal/ });
  const menuButton = page.getByRole('banner').getByRole('button', { name: /Open navigation|Ouvrir la navigation|Navigation öffnen|Abrir a navegação/ });
  // Wait for the page to show one of the two first: a page still loading has neither, and would be
  // taken for a wide screen.
  await expect(menuButton.or(navigation).first()).toBeVisible({ timeout: 20_000 });
  if (await menuButton.isVisible()) await menuButton.click();
  await expect(navigation).toBeVisible();
  return navigation;
}
