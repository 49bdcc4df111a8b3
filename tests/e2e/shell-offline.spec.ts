import { expect, test } from './support';

test.use({ locale: 'en-US' });

test('offline, a signed-in reload still opens the app with the last-seen data', async ({ page, context, signIn }) => {
  await signIn('admin@demo.test');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  const employees = page.getByRole('link', { name: /Employees.*\d+ items?/ });
  await expect(employees).toBeVisible();
  const counted = /\d+ items?/.exec(await employees.innerText())?.[0] ?? '';
  expect(counted).not.toBe('');
  // The query cache is written to local storage at most once a second.
  await page.waitForTimeout(1_500);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(employees).toContainText(counted);
  await expect(page).toHaveURL(/\/dashboard$/);
});
