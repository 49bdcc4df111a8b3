import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, expectNoSidewaysScroll, FIRST_PAINT, openNavigation, test } from './support';

// The developer demos (/dev/*) exist only in development builds (issue #13); this suite runs the
// production build, where they are the NotFound page that /no/such/page already checks.
const SIGNED_OUT_PAGES = ['/signin', '/no/such/page', '/signin/nobody%40demo.test/bad-token'];
// Every screen is checked for accessibility (and the CSP) by its own journey, with real content,
// on both screens. Here, the admin's view of the pages where it differs most from a client's:
// every company's figures, lists and workflows at once.
const SIGNED_IN_PAGES = ['/dashboard', '/hr', '/hr/salaries', '/accounting', '/salary-control'];

async function checkPage(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1, FIRST_PAINT);
  // Let loading indicators settle so axe sees the page a user reads.
  await page.waitForLoadState('networkidle');
  // Also the Content-Security-Policy (issue #16): no inline script, eval or other origin.
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);
}

for (const locale of ['en-US', 'fr-FR']) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale });

    test('signed-out pages have no accessibility violations', async ({ page }) => {
      for (const path of SIGNED_OUT_PAGES) await checkPage(page, path);
    });
  });
}

// Each signed-in page is read in one of the four languages, in turn: every language is checked on
// several pages (longer words, other labels) without checking every page four times over. The
// journeys check their own screens again in the language they run in.
const LOCALES = ['en-US', 'fr-FR', 'de-DE', 'pt-PT'];

test.describe("signed in as the provider's admin, who sees every company", () => {
  test.use({ user: 'admin@demo.test' });

  // One test per page: they spread over the workers, and a failure names its page.
  SIGNED_IN_PAGES.forEach((path, i) => {
    const locale = LOCALES[i % LOCALES.length]!;
    test.describe(`in ${locale}`, () => {
      test.use({ locale });
      test(`${path} has no accessibility violations`, async ({ page }) => {
        await checkPage(page, path);
        await expect(page.locator('html')).toHaveAttribute('lang', locale.slice(0, 2));
      });
    });
  });
});

// HR of a client company chooses a company and an employee. On a phone the pickers are in the
// navigation panel the menu button opens, on a desktop in the header; either way, in a landmark.
test.describe('signed in as HR of a client company, with the navigation open', () => {
  test.use({ user: 'hr@demo.test' });

  test('the navigation and the company and employee pickers have no accessibility violations', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1, FIRST_PAINT);
    const navigation = await openNavigation(page);
    await expect(navigation.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Employee' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
  });

  test('a link chosen in the navigation leads to its page, and on a phone the focus goes to the page', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1, FIRST_PAINT);
    const navigation = await openNavigation(page);
    await navigation.getByRole('link', { name: 'HR documents' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'HR documents' })).toBeVisible(FIRST_PAINT);
    if (test.info().project.name === 'phone') {
      // The panel closed over the link that was tapped: the focus is not left on a hidden link.
      await expect(navigation).toBeHidden();
      await expect(page.getByRole('main')).toBeFocused();
    }
    // The page's own link is the current page, not also "Employees" (/hr), where its address starts.
    await expect((await openNavigation(page)).locator('[aria-current="page"]')).toHaveText(['HR documents']);
  });
});

