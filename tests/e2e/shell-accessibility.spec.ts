import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, expectNoSidewaysScroll, test } from './support';

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

async function checkPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  // Let loading indicators settle so axe sees the page a user reads.
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);
}

for (const locale of ['en-US', 'fr-FR']) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale });

    test('signed-out pages have no accessibility violations', async ({ page }) => {
      for (const path of SIGNED_OUT_PAGES) await checkPage(page, path);
    });

    test.describe('signed in as the provider\'s admin, who reaches every page of the shell', () => {
      test.use({ user: 'admin@demo.test' });

      test('every signed-in page has no accessibility violations', async ({ page }) => {
        test.setTimeout(180_000);
        for (const path of SIGNED_IN_PAGES) await checkPage(page, path);
      });
    });
  });
}
