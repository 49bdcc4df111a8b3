import type { Page } from '@playwright/test';
import { coverPage, slipPages, summaryPage, type CorpusEmployee } from '../../src/domain/payroll-split-corpus';
import { expect, expectNoAxeViolations, graphqlAs, test } from './support';
import { strToU8, zipSync } from 'fflate';
import { makePdf } from '../../server/src/db/seed/pdf';
import { payrollPdf } from './support/payroll-pdf';

// Issue 45: one PDF of a whole payroll dropped on the salary upload screen, split per employee on
// the device, each slip sent as an ordinary staged file and found on the right employee.

test.use({ locale: 'en-US', user: 'payroll@demo.test' });

/** Company 1001's first five employees (demo data: codes 1–5). */
const ATELIER: CorpusEmployee[] = [
  { id: '1', companyId: '1001', code: '1', firstName: 'Marie', lastName: 'Schmit' },
  { id: '2', companyId: '1001', code: '2', firstName: 'Hélène', lastName: 'Muller' },
  { id: '3', companyId: '1001', code: '3', firstName: 'Frank', lastName: 'Wagner' },
  { id: '4', companyId: '1001', code: '4', firstName: 'Élodie', lastName: 'Faber' },
  { id: '5', companyId: '1001', code: '5', firstName: 'João', lastName: 'Pereira' },
];
/** Company 1002's Claude Feltgen (code 1): not an employee of 1001. */
const OTHER: CorpusEmployee = { id: 'x', companyId: '1002', code: '1', firstName: 'Claude', lastName: 'Feltgen' };

async function payroll(year: number): Promise<Buffer> {
  const slip = (e: CorpusEmployee, form: number, pageCount: number) =>
    slipPages(e, { language: 'fr', year, month: 11, companyName: 'Atelier Moselle S.à r.l.', form, pageCount, withCode: true, withMatricule: false, namedMonth: form % 2 === 0 }, Math.random);
  return payrollPdf([
    coverPage('fr', 'Atelier Moselle S.à r.l.', year, 11),
    ...ATELIER.flatMap((e, i) => slip(e, i, i === 1 ? 2 : 1)),
    ...slip(OTHER, 0, 1),
    summaryPage('fr', ATELIER.slice(0, 2)),
  ]);
}

type Slip = { type: string; date: string; employee: { code: string; company: { code: string } } };
async function slipsOf(page: Page, year: number): Promise<string[]> {
  const query = `query { hrSalaries(where: { date: { equals: "${year}-11-01" } }) { type date employee { code company { code } } } }`;
  const rows = (await graphqlAs<{ hrSalaries: Slip[] }>(page, query)).hrSalaries;
  return rows.map((r) => `${r.type} ${r.employee.company.code}/${r.employee.code}`).sort();
}

/** The payroll file each slip of `year` was cut from, as its create audit entry records it (read by an admin). */
async function sourcesInAudit(page: Page, admin: Page, year: number): Promise<unknown[]> {
  const ids = (await graphqlAs<{ hrSalaries: { id: string }[] }>(page, `query { hrSalaries(where: { date: { equals: "${year}-11-01" } }) { id } }`)).hrSalaries.map((s) => s.id);
  const query = 'query($ids: [String!]) { auditEvents(where: { list: { equals: "HrSalary" }, action: { equals: "create" }, itemId: { in: $ids } }) { details } }';
  const events = (await graphqlAs<{ auditEvents: { details: { sourceFileName?: string } }[] }>(admin, query, { ids })).auditEvents;
  return events.map((e) => e.details.sourceFileName);
}

test('a whole payroll PDF is split per employee: summary, pages to decide, and each slip arrives once on its employee', async ({ page, pageAs, unusedYear }) => {
  test.setTimeout(120_000);
  const year = unusedYear();
  await page.goto('/hr/salaries');
  const dropPayroll = page.getByLabel('Drop one PDF with every payslip of a company here, or a ZIP of payslips');
  await expect(dropPayroll).toBeEnabled({ timeout: 20_000 });
  await dropPayroll.setInputFiles({ name: `Paie ${year}.pdf`, mimeType: 'application/pdf', buffer: await payroll(year) });

  const summary = page.getByRole('region', { name: 'Split summary' });
  await expect(summary).toContainText('9 pages read. 5 employees matched.', { timeout: 30_000 });
  await expect(summary).toContainText('3 pages left to decide.');
  await expect(summary).toContainText('employees of the company get no payslip from this file');
  await expect(page.getByRole('combobox', { name: `Company of Paie ${year}.pdf` })).toHaveValue(/^1001 /);

  const cover = page.getByRole('listitem', { name: 'Page 1', exact: true });
  await expect(cover).toContainText('Names no employee of the company.');
  await expect(cover.getByRole('img', { name: 'Page 1' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Page 8', exact: true })).toContainText('Names an employee of another company: Claude Feltgen (1002/1).');
  await expect(page.getByRole('listitem', { name: 'Page 9', exact: true })).toContainText('Names several employees');
  await expect(page.getByRole('button', { name: 'Stage 5 payslips' })).toBeDisabled();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Leave all these pages out' }).click();
  await expect(summary).toContainText('0 pages left to decide.');
  // The split and the user's decisions are kept on the device: a reload comes back to them.
  await page.reload();
  await expect(summary).toContainText('0 pages left to decide.', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Stage 5 payslips' }).click();
  await expect(page.getByText(`5 payslips of Paie ${year}.pdf staged below.`)).toBeVisible({ timeout: 30_000 });

  const table = page.getByRole('table', { name: 'Staged salary files' });
  await expect(table.getByRole('row').filter({ hasText: `Sal_1001_2_11${year}.pdf` }).getByText('Matched')).toBeVisible();
  await page.getByRole('button', { name: 'Send 5 files' }).click();
  await expect(page.getByRole('status', { name: 'Upload finished' })).toContainText('5 files sent, 0 failed.', { timeout: 60_000 });
  expect(await slipsOf(page, year)).toEqual(['slip 1001/1', 'slip 1001/2', 'slip 1001/3', 'slip 1001/4', 'slip 1001/5']);
  // The payroll file's name is kept in each slip's audit entry (deliver 5).
  const admin = await pageAs('admin@demo.test');
  await admin.goto('/dashboard');
  expect(await sourcesInAudit(page, admin, year)).toEqual(Array.from({ length: 5 }, () => `Paie ${year}.pdf`));
});

test('a ZIP: named slips staged by their names, the one payroll PDF split, other entries refused by name', async ({ page, unusedYear }) => {
  test.setTimeout(90_000);
  const year = unusedYear();
  await page.goto('/hr/salaries');
  const dropPayroll = page.getByLabel('Drop one PDF with every payslip of a company here, or a ZIP of payslips');
  await expect(dropPayroll).toBeEnabled({ timeout: 20_000 });
  const archive = zipSync({
    [`nov/Sal_1001_6_11${year}.pdf`]: makePdf(['Anne Hoffmann']),
    [`nov/Sal_1001_7_11${year}.pdf`]: new Uint8Array(0),
    'nov/paie.pdf': await payroll(year),
    'lisez-moi.txt': strToU8('hello'),
    '../evil.pdf': makePdf(['evil']),
  });
  await dropPayroll.setInputFiles({ name: `Paie ${year}.zip`, mimeType: 'application/zip', buffer: Buffer.from(archive) });
  await expect(page.getByText(`1 PDF of Paie ${year}.zip staged below.`)).toBeVisible({ timeout: 30_000 });
  const refused = page.getByRole('alert', { name: `Files of Paie ${year}.zip not staged` });
  await expect(refused).toContainText('lisez-moi.txt: not a PDF');
  await expect(refused).toContainText('../evil.pdf: its path leaves the archive (../)');
  await expect(page.getByRole('alert', { name: 'Empty files (0 bytes): nothing to send' })).toContainText(`Sal_1001_7_11${year}.pdf`);
  await expect(page.getByRole('region', { name: 'Split summary' })).toContainText('9 pages read. 5 employees matched.', { timeout: 30_000 });
  await expect(page.getByRole('table', { name: 'Staged salary files' }).getByRole('row').filter({ hasText: `Sal_1001_6_11${year}.pdf` })).toBeVisible();

  // A scan has no text to read: said so, with the manual path.
  await page.getByRole('button', { name: 'Cancel the split' }).click();
  await dropPayroll.setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: await payrollPdf([[], []]) });
  await expect(page.getByRole('alert', { name: 'scan.pdf was not split' })).toContainText('it looks like a scan. Drop the payslips one by one');
});
