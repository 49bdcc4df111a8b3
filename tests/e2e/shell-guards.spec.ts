import type { Page } from '@playwright/test';
import { countMails, expect, readLatestMail, test } from './support';

test.use({ locale: 'en-US' });

/** Magic-link sign-in that ends wherever the portal sends this user (profile-only users: HR profile). */
async function signInAs(page: Page, dataDir: string, email: string): Promise<void> {
  const before = await countMails(dataDir, email);
  await page.goto('/signin');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send me a sign-in link' }).click();
  await page.goto(await readLatestMail(dataDir, email, { newerThan: before }));
}

/** Sign-in through the development identity provider (not rate-limited like magic links). */
async function signInWithProvider(page: Page, email: string): Promise<void> {
  await page.goto('/signin');
  await page.getByRole('button', { name: 'Continue with the identity provider' }).click();
  await page.getByLabel(/e-?mail/i).fill(email);
  await page.getByLabel(/password/i).fill('demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
}

const REFUSED: [string, string][] = [
  ['/salary-control', 'You do not have permission to access accounting'],
  ['/inspect-user-id/1', 'You do not have permission to use the user inspection tool'],
  ['/inspect-admin/claire', 'You do not have permission to use the user inspection tool'],
  ['/documents-review', 'You do not have permission to access documents review'],
  ['/open-manager', 'You do not have permission to open the manager'],
];

test('each restricted route is refused with its message for a user without the right', async ({ page, dataDir }) => {
  await signInAs(page, dataDir, 'employee@demo.test');
  // A profile-only user's dashboard is their HR profile.
  await expect(page).toHaveURL(/\/hr\/profile$/, { timeout: 20_000 });
  for (const [path, message] of REFUSED) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/hr\/profile$/);
    const notice = page.getByRole('alert').filter({ hasText: message });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Access Control Failed');
    await notice.getByRole('button').click();
  }
});

test('a user with the right opens salary control', async ({ page }) => {
  await signInWithProvider(page, 'payroll@demo.test');
  await page.goto('/salary-control');
  await expect(page).toHaveURL(/\/salary-control$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Tool' })).toBeVisible();
});

test('a signed-out visitor is brought back to the page they asked for after signing in', async ({ page, dataDir }) => {
  await page.goto('/hr/salaries');
  await expect(page).toHaveURL(/\/signin$/);
  await signInAs(page, dataDir, 'accountant@demo.test');
  await expect(page).toHaveURL(/\/hr\/salaries$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Salaries' })).toBeVisible();
});

test('an unknown address shows NotFound; Maintenance by name goes Home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.goto('/maintenance');
  await expect(page).toHaveURL(/\/signin$/);
});
