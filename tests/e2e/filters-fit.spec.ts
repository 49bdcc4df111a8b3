import { expect, test } from './support';
import { cutTexts } from './support/thumb-layout';

// Issue 44: in French the filters' placeholders ("Toutes les entreprises", "Examen ou suppression")
// were cut short on a desktop. The lists with filters, as the admin who sees every company, in
// French and Portuguese (the longest placeholders after German, which the phone checks cover):
// no field's value or placeholder, label or badge cut short.

test.use({ user: 'admin@demo.test' });

for (const locale of ['fr-FR', 'pt-PT']) {
  test.describe(locale, () => {
    test.use({ locale });

    test('the filters of the lists show their whole placeholders', async ({ page }) => {
      for (const path of ['/documents-review', '/accounting', '/hr', '/audit-log']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
        await page.waitForLoadState('networkidle');
        expect.soft(await cutTexts(page), path).toEqual([]);
      }
    });
  });
}
