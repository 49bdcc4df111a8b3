import { expect, openNavigation, test } from './support';

// Issue #8 defects found by using the portal: the accountant saw no company (so no accounting
// card), company HR could not pick an employee of their company, and salary-control reviewers
// reached no screen.

test.use({ locale: 'en-US' });

test.describe('the fiduciary accountant', () => {
  test.use({ user: 'accountant@demo.test' });

  test('is offered every client company and gets the accounting card with its count', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('link', { name: /Accounting.*\d+ items?/ })).toBeVisible();
    await openNavigation(page);
    const company = page.getByRole('combobox', { name: 'Company' }).filter({ visible: true });
    await expect(company.getByRole('option')).toHaveText([/^1001 · /, /^1002 · /, /^1003 · /]);
    await expect(company.getByRole('option')).toHaveCount(3);
  });
});

test.describe('company HR who also review salary control', () => {
  test.use({ user: 'hr@demo.test' });

  test('chooses an employee of their company, and the choice is kept', async ({ page }) => {
    await page.goto('/hr/salaries');
    await openNavigation(page);
    const employee = page.getByRole('combobox', { name: 'Employee' }).filter({ visible: true });
    // The company's employees arrive with the list query; HR's own record is selected first.
    await expect.poll(() => employee.getByRole('option').count(), { timeout: 20_000 }).toBeGreaterThan(10);
    const own = (await employee.locator('option:checked').textContent()) ?? '';
    const names = (await employee.getByRole('option').allTextContents()).filter((name) => name !== own && name !== 'No employee selected');
    expect(names.length).toBeGreaterThan(10);
    const colleague = names[3] ?? '';
    await employee.selectOption({ label: colleague });
    await expect(employee.locator('option:checked')).toHaveText(colleague);
    await page.reload();
    await openNavigation(page);
    await expect(page.getByRole('combobox', { name: 'Employee' }).filter({ visible: true }).locator('option:checked')).toHaveText(colleague);
  });

  test('open salary control to review, without the fiduciary\'s upload area', async ({ page }) => {
    await page.goto('/salary-control');
    await expect(page).toHaveURL(/\/salary-control$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Tool' })).toBeVisible();
    await expect(page.getByLabel('Drop salary-control PDFs here or click to choose files')).toHaveCount(0);
    await expect((await openNavigation(page)).getByRole('link', { name: 'Salary control' })).toBeVisible();
  });
});
