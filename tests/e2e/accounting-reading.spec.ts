import { writeUbl } from '../../server/src/accounting-reading/testing/e-invoice-writers';
import { ibanCheck, luVat, sampleInvoices, totalsOf, type SampleInvoice } from '../../server/src/accounting-reading/testing/samples';
import { writeTextPdf } from '../../server/src/accounting-reading/testing/text-pdf';
import { expect, expectNoAxeViolations, graphqlAs, test } from './support';

// Issue 46: documents that read themselves, against the real server and its reading job — an
// e-invoice read exactly, a PDF read from its text, a person correcting what was read.

test.use({ locale: 'en-US', user: 'finance@demo.test' });

const DROP_LABEL = 'Drop invoices, receipts and statements here, or a whole folder, or click to choose files';
const setLanguage = (page: import('@playwright/test').Page, language: string) => graphqlAs(page, 'mutation($l: String!) { updateMyProfileLanguage(language: $l) { status } }', { l: language });

test.describe('finance@ in English', () => {
  // finance@demo.test keeps German on their profile for other specs: given back whatever happened.
  test.afterEach(async ({ page }) => {
    if (!page.isClosed() && page.url().startsWith('http')) await setLanguage(page, 'de');
  });

  test('uploads an e-invoice and a PDF invoice; sees the fields read with their marks; corrects the supplier and finds it by filter', async ({ page, unusedYear }) => {
    test.setTimeout(180_000);
    const year = unusedYear();
    const [first, second] = sampleInvoices(2) as [SampleInvoice, SampleInvoice];
    // This run's own suppliers (unusedYear is a 1900s year: a number that no other run uses, not a date).
    const supplier = `Reader Test ${year}`;
    const einvoice: SampleInvoice = { ...first, number: `E2E-${year}-1`, supplier: { ...first.supplier, name: `${supplier} SARL` } };
    // A VAT ID and IBAN of its own too: a correction teaches the supplier's name under both, and a later run must not inherit it.
    const printed: SampleInvoice = { ...second, number: `E2E-${year}-2`, supplier: { name: `${supplier} SAS`, vatId: luVat(300_000 + year), iban: ibanCheck('LU', `001${String(year).padStart(13, '0')}`) } };
    const xmlName = `e-invoice-${year}.xml`;
    const pdfName = `invoice-${year}.pdf`;

    await page.goto('/dashboard');
    await setLanguage(page, 'en');
    await page.goto('/accounting');
    await expect(page.getByLabel(DROP_LABEL)).toBeEnabled({ timeout: 20_000 });
    await page.getByLabel(DROP_LABEL).setInputFiles([
      { name: xmlName, mimeType: 'application/xml', buffer: Buffer.from(writeUbl(einvoice)) },
      { name: pdfName, mimeType: 'application/pdf', buffer: Buffer.from(await writeTextPdf(printed, 0)) },
    ]);
    const table = page.getByRole('table', { name: 'Staged accounting files' });
    await expect(table.getByRole('row')).toHaveCount(3, { timeout: 30_000 });
    await table.getByRole('checkbox', { name: 'Select all staged files' }).check();
    const bulk = page.getByRole('region', { name: 'Edit selected files' });
    await bulk.getByRole('combobox', { name: 'Type', exact: true }).click();
    await page.getByRole('option', { name: 'Purchase invoice', exact: true }).click();
    await bulk.getByRole('combobox', { name: 'Tag', exact: true }).fill(`Reader ${year}`);
    await bulk.getByRole('combobox', { name: 'Tag', exact: true }).press('Tab');
    await bulk.getByRole('button', { name: 'Apply to selected files' }).click();
    await page.getByRole('button', { name: 'Send 2 files' }).click();
    await expect(page.getByText(/^2 of 2 files sent/)).toBeVisible({ timeout: 60_000 });

    // Only this run's documents: its suppliers, and the period of their invoices.
    const read = page.getByRole('region', { name: 'What was read' });
    const filters = read.getByRole('search', { name: 'Filter by what was read' });
    await filters.getByLabel('Supplier', { exact: true }).fill(supplier);
    await filters.getByLabel('Issued from').fill(first.issueDate < second.issueDate ? first.issueDate : second.issueDate);
    await filters.getByLabel('Issued to').fill(first.issueDate < second.issueDate ? second.issueDate : first.issueDate);
    await filters.getByRole('button', { name: 'Filter' }).click();

    const xmlCard = read.getByRole('article', { name: xmlName });
    await expect(xmlCard).toContainText('E-invoice: exact data', { timeout: 60_000 });
    await expect(xmlCard).toContainText(einvoice.supplier.name);
    await expect(xmlCard).toContainText(einvoice.number);
    await expect(xmlCard.getByText('exact', { exact: true }).first()).toBeVisible();
    const pdfCard = read.getByRole('article', { name: pdfName });
    await expect(pdfCard).toContainText("Read from the PDF's text", { timeout: 60_000 });
    await expect(pdfCard).toContainText(printed.number);
    await expectNoAxeViolations(page);

    await pdfCard.getByRole('button', { name: `Confirm or correct ${pdfName}` }).click();
    const form = pdfCard.getByRole('form', { name: `Confirm or correct ${pdfName}` });
    await form.getByLabel('Total', { exact: true }).fill('a lot');
    await form.getByRole('button', { name: 'Confirm these values' }).click();
    await expect(form).toContainText('Write an amount such as 1234.56 or 1 234,56');
    // Written as people type it; stored as 1234.56.
    await form.getByLabel('Total', { exact: true }).fill(totalsOf(printed).total.replace('.', ','));
    await form.getByLabel('Supplier', { exact: true }).fill(`Corrected Supplier ${year}`);
    await form.getByRole('button', { name: 'Confirm these values' }).click();
    // Corrected, the document no longer matches "Reader Test": it is found under its new name.
    await expect(pdfCard).toBeHidden();
    await filters.getByLabel('Supplier', { exact: true }).fill(`Corrected Supplier ${year}`);
    await filters.getByRole('button', { name: 'Filter' }).click();
    await expect(read.getByRole('article')).toHaveCount(1);
    await expect(pdfCard).toContainText('Confirmed');
    await expect(pdfCard).toContainText(`Corrected Supplier ${year}`);
    await expectNoAxeViolations(page);
  });
});
