import { expect, test } from './support';

test.use({ locale: 'en-US' });
// The service worker is what these journeys are about (blocked by default in playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

test.use({ user: 'admin@demo.test' });

test('offline, a signed-in reload still opens the app with the last-seen data', async ({ page, context }) => {
  await page.goto('/dashboard');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  const employees = page.getByRole('link', { name: /Employees.*\d+ items?/ });
  await expect(employees).toBeVisible();
  const counted = /\d+ items?/.exec(await employees.innerText())?.[0] ?? '';
  expect(counted).not.toBe('');
  // The query cache is written to local storage at most once a second: wait until it holds the count.
  await page.waitForFunction(
    (count) => (window.localStorage.getItem('portal.query-cache') ?? '').includes(`"employees":${count}`),
    counted.replace(/\D/g, ''),
  );

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(employees).toContainText(counted);
  await expect(page).toHaveURL(/\/dashboard$/);
});
