import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { readZipEntries } from '../../server/src/testing/zip-entries';
import { expect, expectNoAxeViolations, graphqlAs, test } from './support';

// Issue 9, item 7: HR reads an employee's salaries by year, sees which were never opened, and takes
// a whole year as one ZIP streamed by the server.

test.use({ locale: 'en-US', user: 'hr@demo.test' });

/**
 * Opens employee code 12 of 1001 (employee@demo.test) from the employee list, as HR does, then that
 * employee's salaries address (docs/decisions/addresses.md). Going to the plain /hr/salaries right away
 * raced the selection the address writes: it sometimes opened HR's own record.
 */
async function openSalariesOfEmployee12(page: Page): Promise<string> {
  await page.goto('/hr');
  type Answer = { companyEmployees: { name: string }[] };
  const [twelve] = (await graphqlAs<Answer>(page, '{ companyEmployees(where: { code: { equals: "12" }, company: { code: { equals: "1001" } } }) { name } }'))
    .companyEmployees;
  if (!twelve) throw new Error('The demo data has employee 12 at 1001');
  await page.getByRole('searchbox', { name: 'Filter by name' }).fill(twelve.name);
  await page.getByRole('region', { name: 'Employees' }).getByRole('button', { name: new RegExp(twelve.name) }).first().click();
  await expect(page).toHaveURL(/\/hr\/employees\/[\w-]+\/profile$/);
  await page.goto(new URL(page.url()).pathname.replace(/\/profile$/, '/salaries'));
  await expect(page).toHaveURL(/\/hr\/employees\/[\w-]+\/salaries$/);
  return twelve.name;
}

test("hr@ sees an employee's salaries by year with their receipts, and downloads a year as one ZIP", async ({ page }) => {
  await openSalariesOfEmployee12(page);
  const documents = page.getByRole('region', { name: 'Salary documents' });
  const newestYear = documents.getByRole('heading', { level: 3 }).first();
  await expect(newestYear).toHaveText(/^\d{4}$/);
  const year = (await newestYear.textContent()) ?? '';
  await expectNoAxeViolations(page);

  const section = documents.locator('section', { has: page.getByRole('heading', { name: year, exact: true }) });
  const names = (await section.getByRole('link', { name: /^Download / }).allTextContents()).map((text) => text.replace(/ \([^)]*\)$/, ''));
  expect(names.length).toBeGreaterThan(0);
  // HR sees for each document whether the employee has opened it.
  for (const item of await section.getByRole('listitem').all()) await expect(item).toContainText(/Never opened|Opened on \d/);

  const download = page.waitForEvent('download');
  await section.getByRole('button', { name: `Download ${year} as ZIP` }).click();
  const zip = await readFile((await (await download).path()) ?? '');
  const entries = await readZipEntries(zip);
  expect(entries.map((e) => e.name).sort()).toEqual([...names].sort());
  for (const entry of entries) expect(entry.bytes.subarray(0, 5).toString()).toBe('%PDF-');
});

test('the type filter narrows the list to one kind of document', async ({ page }) => {
  await openSalariesOfEmployee12(page);
  await page.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Compensation certificate' });
  const documents = page.getByRole('region', { name: 'Salary documents' });
  await expect(documents.getByRole('listitem').first()).toContainText('Compensation certificate');
  await expect(documents.getByRole('listitem').filter({ hasText: 'Salary Slip' })).toHaveCount(0);
});
