import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './support';

// Issue 9: the employee lists at /hr, a new employee, and who may open them.

test.use({ locale: 'en-US', user: 'hr@demo.test' });

/** A name no other test (or repetition) uses, so the list it is looked up in holds it once. */
const uniqueName = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const listFilter = (page: Page, name: RegExp) => page.getByRole('radio', { name });
/** Chooses a list as a person does: by its visible label (the radio itself is visually hidden). */
const chooseList = (page: Page, name: RegExp) => page.getByRole('radiogroup', { name: 'List' }).getByText(name).click();
const employeesRegion = (page: Page) => page.getByRole('region', { name: 'Employees' });

test('hr@ filters to "new", creates an employee without a code and finds them under "new"; the filters survive a reload', async ({ page }) => {
  // A long journey with two accessibility scans, each several seconds on a busy machine.
  test.setTimeout(120_000);
  await page.goto('/hr');
  await expect(page.getByRole('heading', { level: 1, name: 'Employees' })).toBeVisible();
  await expect(employeesRegion(page).getByRole('button').first()).toBeVisible();
  await expectNoAxeViolations(page);

  await chooseList(page, /^New \(\d+\)$/);
  await expect(listFilter(page, /^New \(\d+\)$/)).toBeChecked();
  await expect(page).toHaveURL(/[?&]filter=new/);

  const name = uniqueName('Zoé Newcomer');
  await page.getByRole('button', { name: 'New employee' }).click();
  const form = page.getByRole('dialog', { name: /New employee at/ });
  await form.getByRole('button', { name: 'Create employee' }).click();
  await expect(form.getByText('A name is required')).toBeVisible();
  await expectNoAxeViolations(page);
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await form.getByRole('textbox', { name: 'Job description' }).fill('Apprentice joiner');
  await form.getByRole('button', { name: 'Create employee' }).click();
  await expect(form).toBeHidden();

  await page.getByRole('searchbox', { name: 'Filter by name' }).fill(name);
  const row = employeesRegion(page).getByRole('button', { name: new RegExp(name) });
  await expect(row).toContainText('Apprentice joiner');
  await expect(listFilter(page, /^New \(1\)$/)).toBeChecked();
  await expect(page.getByRole('radiogroup', { name: 'List' }).getByText(/^Normal \(0\)$/)).toBeVisible();
  await expect(page).toHaveURL(/[?&]name=/);

  // The list filter and the name come back from local storage on a bare /hr, and show in the URL.
  await page.goto('/hr');
  await expect(page).toHaveURL(/[?&]filter=new/);
  await expect(page.getByRole('searchbox', { name: 'Filter by name' })).toHaveValue(name);
  await expect(employeesRegion(page).getByRole('button', { name: new RegExp(name) })).toBeVisible();

  // Choosing an employee opens their profile at their own address (issue #44): a reload shows the
  // same employee, Back returns to the list, and their other pages have addresses of their own.
  await employeesRegion(page).getByRole('button', { name: new RegExp(name) }).click();
  await expect(page).toHaveURL(/\/hr\/employees\/[\w-]+\/profile$/);
  const address = page.url();
  const shown = page.getByRole('main').getByText(name);
  await expect(shown).toBeVisible();
  await page.reload();
  await expect(shown).toBeVisible();
  await expect(page).toHaveURL(address);
  await page.goBack();
  await expect(page).toHaveURL(/\/hr\?/);
  await expect(employeesRegion(page).getByRole('button', { name: new RegExp(name) })).toBeVisible();
  await page.goto('/hr/salaries');
  await expect(page).toHaveURL(address.replace(/profile$/, 'salaries'));
  await expect(page.getByText('No salaries found')).toBeVisible();
});

test('a name that matches nobody says so, and the normal list is the default', async ({ page }) => {
  await page.goto(`/hr?name=${encodeURIComponent(uniqueName('Nobody'))}`);
  // The page's own message (the picker has the same words for its own empty search).
  await expect(page.getByRole('main').getByText('No employees found')).toBeVisible();
  await expect(listFilter(page, /^Normal \(0\)$/)).toBeChecked();
  await expectNoAxeViolations(page);
  // A filter the URL cannot mean is dropped, not obeyed.
  await page.goto('/hr?filter=everything&name=');
  await expect(page).not.toHaveURL(/everything/);
});

test.describe('as a user without HR rights', () => {
  test.use({ user: 'employee@demo.test' });

  test('employee@ opening /hr lands on their HR profile', async ({ page }) => {
    await page.goto('/hr');
    await expect(page).toHaveURL(/\/hr\/employees\/[\w-]+\/profile$/);
  });
});

test.describe('in German', () => {
  test.use({ locale: 'de-DE' });

  test('the lists, filters and the new-employee form speak German', async ({ page }) => {
    await page.goto('/hr?filter=archived');
    await expect(page.getByRole('heading', { level: 1, name: 'Mitarbeiter' })).toBeVisible();
    await expect(listFilter(page, /^Erfasst \(\d+\)$/)).not.toBeChecked();
    await expect(listFilter(page, /^Archiviert \(\d+\)$/)).toBeChecked();
    await expect(page.getByRole('searchbox', { name: 'Nach Namen filtern' })).toBeVisible();
    await page.getByRole('button', { name: 'Neuer Mitarbeiter' }).click();
    await expect(page.getByRole('dialog', { name: /Neuer Mitarbeiter bei/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
