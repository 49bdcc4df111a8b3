import { expect, graphqlAs, openNavigation, test } from './support';

// Issue #8 defects found by using the portal: the accountant saw no company (so no accounting
// card), company HR could not pick an employee of their company, and salary-control reviewers
// reached no screen.

test.use({ locale: 'en-US' });

test.describe('the fiduciary accountant', () => {
  test.use({ user: 'accountant@demo.test' });

  test('is offered every client company and gets the accounting card with its count', async ({ page, pageAs }) => {
    // Every company the firm has, as the administrator reads it: other tests on this server (the
    // manager journey) add companies, and the accountant must be offered those too.
    const admin = await pageAs('admin@demo.test');
    await admin.goto('/dashboard');
    const { companies } = await graphqlAs<{ companies: { code: string; name: string }[] }>(admin, '{ companies(orderBy: [{ name: asc }]) { code name } }');
    const every = companies.map((c) => `${c.code} · ${c.name}`);
    expect(every).toEqual(expect.arrayContaining([expect.stringMatching(/^1001 · /), expect.stringMatching(/^1002 · /), expect.stringMatching(/^1003 · /)]));

    await page.goto('/dashboard');
    await expect(page.getByRole('link', { name: /Accounting.*\d+ items?/ })).toBeVisible();
    await openNavigation(page);
    const company = page.getByRole('combobox', { name: 'Company' }).filter({ visible: true });
    await expect(company.getByRole('option')).toHaveText(every);
  });
});

test.describe('company HR who also review salary control', () => {
  test.use({ user: 'hr@demo.test' });

  test('chooses an employee of their company, and the choice is kept', async ({ page }) => {
    await page.goto('/hr/salaries');
    // /hr/salaries opens the selected employee's own address (docs/decisions/addresses.md).
    const employeeSalaries = /\/hr\/employees\/[^/]+\/salaries$/;
    await expect(page).toHaveURL(employeeSalaries);
    const ownAddress = page.url();
    await openNavigation(page);
    // The picker is a searchable list (issue #9): HR's own record is selected first.
    const employee = page.getByRole('combobox', { name: 'Employee' }).filter({ visible: true });
    await expect(employee).not.toHaveValue('');
    const own = await employee.inputValue();
    // Keyboard-driven, as the picker is meant to be: focus, open with the arrow key, type, Enter.
    await employee.focus();
    await page.keyboard.press('ArrowDown');
    const options = page.getByRole('listbox').getByRole('option');
    await expect.poll(() => options.count(), { timeout: 20_000 }).toBeGreaterThan(10);
    const names = (await options.allTextContents()).map((name) => name.trim()).filter((name) => name !== own);
    expect(names.length).toBeGreaterThan(10);
    const colleague = names[3] ?? '';
    await employee.fill(colleague);
    await page.keyboard.press('Enter');
    await expect(employee).toHaveValue(colleague);
    // The choice moves the page to the colleague's address: that address is what a reload keeps.
    await expect(page).not.toHaveURL(ownAddress);
    await expect(page).toHaveURL(employeeSalaries);
    await page.reload();
    await openNavigation(page);
    await expect(page.getByRole('combobox', { name: 'Employee' }).filter({ visible: true })).toHaveValue(colleague);
  });

  test('open salary control to review, without the fiduciary\'s upload area', async ({ page }) => {
    await page.goto('/salary-control');
    await expect(page).toHaveURL(/\/salary-control$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Salary control' })).toBeVisible();
    await expect(page.getByLabel('Drop salary-control PDFs here or click to choose files')).toHaveCount(0);
    await expect((await openNavigation(page)).getByRole('link', { name: 'Salary control' })).toBeVisible();
  });
});
