import type { Page } from '@playwright/test';
import { makePdf } from '../../server/src/db/seed/pdf';
import { expect, graphqlAs, test } from './support';

// Issue 9, item 8: "who gets no payslip this month?" Payroll staff stage a month of slips for 1001
// and, before sending, see exactly the active employees without one and the files that match nobody.

test.use({ locale: 'en-US', user: 'payroll@demo.test' });

const DROP_LABEL = 'Drop salary PDFs here or click to choose files';
// Nothing is sent, so no slip of this month ever reaches the server: the same month on every run.
const MONTH = '03';
const YEAR = 2150;
const slip = (code: string) => {
  const name = `Sal_1001_${code}_${MONTH}${YEAR}.pdf`;
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(makePdf([name])) };
};

type Employee = { name: string; code: string | null; isHiddenInHr: boolean };

/** The normal list of 1001 as the API has it (a code, not archived, not hidden), by name. */
async function activeEmployeesOf1001(page: Page): Promise<{ name: string; code: string }[]> {
  const query = `{ companyEmployees(where: { company: { code: { equals: "1001" } }, isArchived: { equals: false } }, orderBy: [{ name: asc }]) { name code isHiddenInHr } }`;
  const { companyEmployees } = await graphqlAs<{ companyEmployees: Employee[] }>(page, query);
  return companyEmployees.filter((e): e is Employee & { code: string } => !e.isHiddenInHr && !!e.code?.trim()).map(({ name, code }) => ({ name, code }));
}

test('payroll@ stages a month for 1001 and sees exactly the employees without a slip, then none once they are added', async ({ page }) => {
  await page.goto('/hr/salaries');
  const dropZone = page.getByLabel(DROP_LABEL);
  await expect(dropZone).toBeEnabled({ timeout: 20_000 });
  const active = await activeEmployeesOf1001(page);
  expect(active.length).toBeGreaterThan(10);
  // Three employees spread over the list get no slip; a file for a code nobody has matches nobody.
  const missing = [active[0], active[Math.floor(active.length / 2)], active[active.length - 1]].filter((e) => e !== undefined);
  const covered = active.filter((e) => !missing.includes(e));
  await dropZone.setInputFiles([...covered.map((e) => slip(e.code)), slip('999')]);

  const month = page.getByRole('region', { name: new RegExp(`^1001 .*, ${MONTH}\\.${YEAR}$`) });
  await expect(month).toContainText(`${missing.length} active employees would get no slip:`, { timeout: 30_000 });
  await expect(month.getByRole('list', { name: 'Without a slip' }).getByRole('listitem')).toHaveText(missing.map((e) => `${e.name} · ${e.code}`));
  await expect(page.getByRole('region', { name: 'Files that match nobody' }).getByRole('listitem')).toHaveText([`Sal_1001_999_${MONTH}${YEAR}.pdf`]);

  // Their slips found, nobody is left out.
  await dropZone.setInputFiles(missing.map((e) => slip(e.code)));
  await expect(month).toContainText('Every active employee gets a slip.', { timeout: 20_000 });
  await expect(month.getByRole('list', { name: 'Without a slip' })).toHaveCount(0);
});
