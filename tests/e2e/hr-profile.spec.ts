import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, graphqlAs, openNavigation, test } from './support';

// The HR profile editor against the real API. Company HR works on an employee this test creates, so
// no other spec's data is touched or relied on.

test.use({ locale: 'en-US', user: 'hr@demo.test' });

async function createEmployee(page: Page): Promise<{ id: string; name: string }> {
  const name = `Profiltest ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const { companies } = await graphqlAs<{ companies: { id: string; code: string }[] }>(page, '{ companies { id code } }');
  const company = companies.find((c) => c.code === '1001')!;
  const { createCompanyEmployee } = await graphqlAs<{ createCompanyEmployee: { id: string } }>(
    page,
    'mutation($name: String!, $company: ID!) { createCompanyEmployee(data: { name: $name, company: { connect: { id: $company } } }) { id } }',
    { name, company: company.id },
  );
  return { id: createCompanyEmployee.id, name };
}

/** Chooses the employee in the selection bar's picker, by typing their name as HR does. */
async function pickEmployee(page: Page, name: string): Promise<void> {
  await openNavigation(page);
  const picker = page.getByRole('combobox', { name: 'Employee' }).filter({ visible: true });
  await picker.fill(name);
  await page.getByRole('option', { name }).click();
  await expect(picker).toHaveValue(name);
}

const BAD_IBAN = 'LU28 0019 4006 4475 0001';
const GOOD_IBAN = 'LU28 0019 4006 4475 0000';

test('company HR fills a new employee’s profile: a bad IBAN is refused, a good one saved; history steps back and a version is restored', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/dashboard');
  const employee = await createEmployee(page);

  // The API refuses the bad IBAN on its own, whatever the portal checks.
  const refused = await graphqlAs<{ updateHrProfile: { error: boolean; message: string } }>(
    page,
    'mutation($id: ID!, $data: JSON!) { updateHrProfile(id: $id, data: $data) { error message } }',
    { id: employee.id, data: { identity: { lastName: 'Weber', firstName: 'Anna', birthDate: '1988-05-17' }, bank: { iban: BAD_IBAN } } },
  );
  expect(refused.updateHrProfile.error).toBe(true);
  expect(refused.updateHrProfile.message).toContain('IBAN');

  // The picker loaded its choices before the API created this one: opening it refreshes them.
  await pickEmployee(page, employee.name);
  await page.goto('/hr/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'HR profile' })).toBeVisible();
  await expect(page.getByRole('main').getByText(employee.name)).toBeVisible();

  await page.getByRole('textbox', { name: 'Last name' }).fill('Weber');
  await page.getByRole('textbox', { name: 'First name' }).fill('Anna');
  await page.getByLabel('Date of birth').fill('1988-05-17');
  await page.getByRole('textbox', { name: 'IBAN' }).fill(BAD_IBAN);
  const unsaved = page.getByRole('region', { name: 'Unsaved changes' });
  await expect(unsaved.getByRole('listitem')).toHaveCount(4);
  await page.getByRole('button', { name: 'Save 4 changes' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'IBAN: This IBAN is not valid' })).toBeVisible();
  await expect(unsaved.getByRole('listitem')).toHaveCount(4);
  await expectNoAxeViolations(page);

  await page.getByRole('textbox', { name: 'IBAN' }).fill(GOOD_IBAN);
  await page.getByRole('button', { name: 'Save 4 changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Profile saved' })).toBeVisible();
  await expect(unsaved).toContainText('None. Every value below is saved.');

  // A second saved version; undo and redo on the way.
  const city = page.getByRole('textbox', { name: 'City' });
  await city.fill('Mersch');
  await page.getByRole('toolbar', { name: 'Profile actions' }).getByRole('button', { name: 'Undo' }).click();
  await expect(city).toHaveValue('');
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(city).toHaveValue('Mersch');
  await page.getByRole('button', { name: 'Save 1 change' }).click();
  await expect(unsaved).toContainText('None. Every value below is saved.');

  // History: the newest version first; one step back is the version without a city.
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByRole('status')).toHaveText('Version 3 of 3');
  await history.getByRole('button', { name: 'Older' }).click();
  await expect(history.getByRole('status')).toHaveText('Version 2 of 3');
  const compared = history.getByRole('region', { name: 'Selected version compared with the form' });
  await expect(compared).toContainText('City: (empty) → Mersch');
  await expectNoAxeViolations(page);
  await compared.getByRole('button', { name: 'Restore this version into the form' }).click();
  await expect(city).toHaveValue('');
  await expect(unsaved).toContainText('City: Mersch → (empty)');
  await page.getByRole('button', { name: 'Save 1 change' }).click();
  await expect(unsaved).toContainText('None. Every value below is saved.');
  await expect(history.getByRole('status')).toHaveText(/Version \d of 4/);

  const saved = await graphqlAs<{ companyEmployee: { profileData: { contact: { city: string | null }; bank: { iban: string } } } }>(
    page,
    'query($id: ID!) { companyEmployee(where: { id: $id }) { profileData } }',
    { id: employee.id },
  );
  expect(saved.companyEmployee.profileData.contact.city).toBeNull();
  expect(saved.companyEmployee.profileData.bank.iban).toBe(GOOD_IBAN.replaceAll(' ', ''));
});

test('leaving with unsaved changes asks first; staying keeps them', async ({ page }) => {
  await page.goto('/dashboard');
  const employee = await createEmployee(page);
  // The picker loaded its choices before the API created this one: opening it refreshes them.
  await pickEmployee(page, employee.name);
  await page.goto('/hr/profile');
  await page.getByRole('textbox', { name: 'Job title' }).fill('Carpenter');
  await (await openNavigation(page)).getByRole('link', { name: 'My profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave with unsaved changes?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Stay and keep editing' }).click();
  await expect(page).toHaveURL(/\/hr\/employees\/[\w-]+\/profile$/);
  await expect(page.getByRole('textbox', { name: 'Job title' })).toHaveValue('Carpenter');
});
