import type { Page } from '@playwright/test';
import { expect, openNavigation, test } from './support';

// Phones only (the desktop project ignores *.phone.spec.ts): every control of the header and of the
// navigation drawer is at least 44×44 px, the size a thumb hits reliably (style.md rule 11).

test.use({ locale: 'en-US' });

const MIN_TOUCH_PX = 44;

/** The controls of the header and the open drawer smaller than a thumb, as "name: width×height". */
async function smallControls(page: Page): Promise<string[]> {
  const navigation = await openNavigation(page);
  const controls = page.getByRole('banner').locator('a, button, select, input').or(navigation.locator('a, button'));
  const small: string[] = [];
  for (const control of await controls.all()) {
    if (!(await control.isVisible())) continue;
    const box = await control.boundingBox();
    if (box && (box.width < MIN_TOUCH_PX || box.height < MIN_TOUCH_PX)) {
      const name = (await control.getAttribute('aria-label')) ?? (await control.innerText());
      small.push(`${name.trim()}: ${Math.round(box.width)}×${Math.round(box.height)}`);
    }
  }
  return small;
}

for (const user of ['employee@demo.test', 'admin@demo.test']) {
  test.describe(`signed in as ${user}`, () => {
    test.use({ user });

    test('header and navigation controls are at least 44 px each way', async ({ page }) => {
      await page.goto('/my-profile');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await smallControls(page)).toEqual([]);
    });
  });
}
