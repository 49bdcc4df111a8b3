import { expect, test } from './support';

test.use({ locale: 'en-US' });

// index.html paints a placeholder before the scripts arrive. Its top margin used to collapse into
// <body>, which then started 40vh down the screen and jumped back up when the app replaced the
// placeholder: a layout shift of 0.4 on every slow first load (Lighthouse's CLS on /signin).
test('the placeholder shown before the scripts arrive leaves the page where the app will draw it', async ({ page }) => {
  // No scripts: the page as painted before they arrive (with its stylesheet, which blocks painting).
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto('/signin');
  await expect(page.getByText('Portal', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.body.getBoundingClientRect().top)).toBe(0);

  await page.unrouteAll();
  await page.goto('/signin');
  await expect(page.getByRole('button', { name: /link/i })).toBeVisible();
  expect(await page.evaluate(() => document.body.getBoundingClientRect().top)).toBe(0);
});
