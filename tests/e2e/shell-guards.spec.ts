import { expect, signInByMagicLink, test } from './support';

test.use({ locale: 'en-US' });

const REFUSED: [string, string][] = [
  ['/salary-control', 'You do not have permission to access accounting'],
  ['/inspect-user-id/1', 'You do not have permission to use the user inspection tool'],
  ['/inspect-admin/claire', 'You do not have permission to use the user inspection tool'],
  ['/documents-review', 'You do not have permission to access documents review'],
  ['/open-manager', 'You do not have permission to open the manager'],
];

test.describe('a profile-only employee', () => {
  test.use({ user: 'employee@demo.test' });

  test('each restricted route is refused with its message', async ({ page }) => {
    // Five refusals, each landing on the full HR profile editor (issue #9).
    test.setTimeout(150_000);
    // A profile-only user's dashboard is their HR profile.
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/hr\/employees\/[\w-]+\/profile$/, { timeout: 20_000 });
    for (const [path, message] of REFUSED) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/hr\/employees\/[\w-]+\/profile$/);
      const notice = page.getByRole('alert').filter({ hasText: message });
      await expect(notice).toBeVisible();
      // Hovering pauses its dismissal (spec §9), as it does for a person reading it.
      await notice.hover();
      await expect(notice).toContainText('Access Control Failed');
      await notice.getByRole('button').click();
      await expect(notice).toBeHidden();
    }
  });
});

test.describe('payroll staff', () => {
  test.use({ user: 'payroll@demo.test' });

  test('open salary control', async ({ page }) => {
    await page.goto('/salary-control');
    await expect(page).toHaveURL(/\/salary-control$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Salary control' })).toBeVisible();
  });
});

test('a signed-out visitor is brought back to the page they asked for after signing in', async ({ page, dataDir }) => {
  await page.goto('/hr/salaries');
  await expect(page).toHaveURL(/\/signin$/);
  await signInByMagicLink(page, dataDir, 'accountant@demo.test', { landing: /\/hr\/salaries$/ });
  await expect(page.getByRole('heading', { level: 1, name: 'Salaries' })).toBeVisible();
});

test('an unknown address shows NotFound; Maintenance by name goes Home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.goto('/maintenance');
  await expect(page).toHaveURL(/\/signin$/);
});
