import type { Page } from '@playwright/test';
import { countMails, expect, expectNoAxeViolations, readLatestMail, test } from './support';

const SIGNED_OUT_PAGES = ['/signin', '/no/such/page', '/signin/nobody%40demo.test/bad-token', '/dev/drawer', '/dev/dialog', '/dev/colors'];
const SIGNED_IN_PAGES = [
  '/dashboard',
  '/hr/profile',
  '/hr/salaries',
  '/hr/documents',
  '/hr/messages',
  '/accounting',
  '/taxation',
  '/salary-control',
  '/impersonate',
  '/inspect-user-id/1',
  '/inspect-admin/claire',
  '/documents-review',
  '/open-manager',
  '/my-profile',
];

async function signInAs(page: Page, dataDir: string, email: string): Promise<void> {
  const before = await countMails(dataDir, email);
  await page.goto('/signin');
  await page.getByRole('textbox').fill(email);
  await page.locator('form button[type="submit"]').click();
  await page.goto(await readLatestMail(dataDir, email, { newerThan: before }));
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
}

async function checkPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  // Let loading indicators settle so axe sees the page a user reads.
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page);
}

for (const locale of ['en-US', 'fr-FR']) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale });

    test('signed-out pages have no accessibility violations', async ({ page }) => {
      for (const path of SIGNED_OUT_PAGES) await checkPage(page, path);
    });

    test('every signed-in page of the shell has no accessibility violations', async ({ page, dataDir }) => {
      test.setTimeout(180_000);
      // The provider's admin reaches every page of the shell.
      await signInAs(page, dataDir, 'admin@demo.test');
      for (const path of SIGNED_IN_PAGES) await checkPage(page, path);
    });
  });
}
