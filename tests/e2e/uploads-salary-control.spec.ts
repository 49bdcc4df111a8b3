import type { Page } from '@playwright/test';
import { makePdf } from '../../server/src/db/seed/pdf';
import { expect, test } from './support';

// Issue 4: the salary-control batch upload (/salary-control) against the real server.

test.use({ locale: 'en-US' });

const DROP_LABEL = 'Drop salary-control PDFs here or click to choose files';
const pdf = (name: string, body = name) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from(makePdf([body])) });

async function openSalaryControl(page: Page) {
  await page.goto('/salary-control');
  await expect(page.getByLabel(DROP_LABEL)).toBeEnabled({ timeout: 20_000 });
}

test.use({ user: 'payroll@demo.test' });

test('matches files to companies, keeps a comment over a reload, sends one workflow per file, and asks to remove a workflow that already exists', async ({ page, unusedYear }) => {
  test.setTimeout(120_000);
  // A month no earlier test sent a workflow for on this server.
  const month = `01${unusedYear()}`;
  const known = `1001_${month}.pdf`;
  const unknown = `9999_${month}.pdf`;
  await openSalaryControl(page);
  await page.getByLabel(DROP_LABEL).setInputFiles([pdf(known), pdf(unknown)]);
  const table = page.getByRole('table', { name: 'Staged salary-control files' });
  await expect(table.getByRole('row').filter({ hasText: known }).getByText('Matched')).toBeVisible({ timeout: 20_000 });
  await expect(table.getByRole('row').filter({ hasText: unknown }).getByText('Unmatched')).toBeVisible();
  // The unmatched file has no company: the batch names it and cannot be sent; the comment is optional.
  await expect(page.getByRole('alert', { name: 'Fill in the empty fields of these files to continue.' })).toContainText(unknown);
  await expect(page.getByRole('button', { name: 'Send 2 files' })).toBeDisabled();
  // A comment typed, and the page reloaded before the field was left: the comment is still there.
  await table.getByLabel(`Comment on ${known}`).fill('Bonus paid in December');
  await page.reload();
  await expect(table.getByLabel(`Comment on ${known}`)).toHaveValue('Bonus paid in December', { timeout: 20_000 });
  await table.getByRole('row').filter({ hasText: unknown }).getByRole('button', { name: `Remove ${unknown}` }).click();
  await page.getByRole('button', { name: 'Send 1 file' }).click();
  await expect(page.getByRole('status', { name: 'Upload finished' })).toContainText('1 file sent, 0 failed.', { timeout: 30_000 });

  await page.getByLabel(DROP_LABEL).setInputFiles([pdf(known, 'a corrected version')]);
  await expect(page.getByRole('alert', { name: 'Please remove duplicate entries' })).toContainText(known, { timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Send 1 file' })).toBeDisabled();
});
