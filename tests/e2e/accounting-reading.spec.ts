import { writeUbl } from '../../server/src/accounting-reading/testing/e-invoice-writers';
import { ibanCheck, luVat, sampleInvoices, totalsOf, type SampleInvoice } from '../../server/src/accounting-reading/testing/samples';
import { writeTextPdf } from '../../server/src/accounting-reading/testing/text-pdf';
import { expect, expectNoAxeViolations, graphqlAs, test } from './support';

// Issue 46: documents that read themselves, against the real server and its reading job — an
// e-invoice read exactly, a PDF read from its text, a person correcting what was read; the
// accounting list showing what was read, and confirming beside the document in the viewer.

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
    const read = page.getByRole('region', { name: 'What was read', exact: true });
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

  test('sees an e-invoice\'s exact fields in the accounting list, checks them beside the document in the viewer and confirms there', async ({ page, unusedYear }) => {
    test.setTimeout(120_000);
    const year = unusedYear();
    const [sample] = sampleInvoices(1) as [SampleInvoice];
    const einvoice: SampleInvoice = { ...sample, number: `LIST-${year}-1`, supplier: { ...sample.supplier, name: `List Reader ${year} SARL` } };
    const xmlName = `list-e-invoice-${year}.xml`;

    await page.goto('/dashboard');
    await setLanguage(page, 'en');
    await page.goto('/accounting');
    await expect(page.getByLabel(DROP_LABEL)).toBeEnabled({ timeout: 20_000 });
    await page.getByLabel(DROP_LABEL).setInputFiles([{ name: xmlName, mimeType: 'application/xml', buffer: Buffer.from(writeUbl(einvoice)) }]);
    const staged = page.getByRole('table', { name: 'Staged accounting files' });
    await expect(staged.getByRole('row')).toHaveCount(2, { timeout: 30_000 });
    await staged.getByRole('checkbox', { name: 'Select all staged files' }).check();
    const bulk = page.getByRole('region', { name: 'Edit selected files' });
    await bulk.getByRole('combobox', { name: 'Type', exact: true }).click();
    await page.getByRole('option', { name: 'Purchase invoice', exact: true }).click();
    await bulk.getByRole('combobox', { name: 'Tag', exact: true }).fill(`List ${year}`);
    await bulk.getByRole('combobox', { name: 'Tag', exact: true }).press('Tab');
    await bulk.getByRole('button', { name: 'Apply to selected files' }).click();
    await page.getByRole('button', { name: 'Send 1 file' }).click();
    await expect(page.getByText(/^1 of 1 file sent/)).toBeVisible({ timeout: 60_000 });

    // The list, narrowed to this run's file: its state and key fields, each marked exact.
    const search = page.getByRole('search').filter({ has: page.getByLabel('File name') });
    await search.getByLabel('File name').fill(xmlName);
    // Clicked, the pointer stays on the button: axe below also reads its hovered colours.
    await search.getByRole('button', { name: 'Search' }).click();
    const list = page.getByRole('table', { name: 'Accounting documents' });
    await expect(list.getByRole('row')).toHaveCount(2);
    const row = list.getByRole('row').filter({ hasText: xmlName });
    await expect(row.getByText('To confirm', { exact: true })).toBeVisible({ timeout: 60_000 });
    // Each value carries its mark in words (the supplier's name and number are this run's own).
    const value = (text: string) => row.getByRole('definition').filter({ hasText: text });
    await expect(value(einvoice.supplier.name)).toHaveText(`${einvoice.supplier.name} exact`);
    await expect(value(einvoice.number)).toHaveText(`${einvoice.number} exact`);
    await expect(value(` ${einvoice.currency}`)).toHaveText(new RegExp(`^[\\d.,]+ ${einvoice.currency} exact$`));
    await expect(row.getByRole('term')).toHaveText(['Supplier', 'Invoice number', 'Issue date', 'Total']);
    await expect(row.getByRole('definition')).toHaveText([/ exact$/, / exact$/, / exact$/, / exact$/]);
    await expectNoAxeViolations(page);

    // In the viewer, beside the document (below it on a phone): every field read, waiting on the form with how it was obtained.
    await row.getByRole('button', { name: `View ${xmlName}` }).click();
    const viewer = page.getByRole('dialog', { name: xmlName });
    const aside = viewer.getByRole('region', { name: 'What was read in this document' });
    await expect(aside.getByText('E-invoice: exact data')).toBeVisible();
    const form = aside.getByRole('form', { name: `Confirm or correct ${xmlName}` });
    await expect(form.getByRole('textbox', { name: 'Supplier', exact: true })).toHaveValue(einvoice.supplier.name);
    await expect(form.getByRole('textbox', { name: 'Supplier', exact: true })).toHaveAccessibleDescription("Exact: from the e-invoice's data");
    await expect(form.getByRole('textbox', { name: 'Invoice number', exact: true })).toHaveValue(einvoice.number);
    await expect(form.getByRole('textbox', { name: 'Total', exact: true })).toHaveValue(totalsOf(einvoice).total);
    await expectNoAxeViolations(page);
    await form.getByRole('button', { name: 'Confirm these values' }).click();
    await expect(aside.getByText('Confirmed', { exact: true })).toBeVisible();
    await expect(aside.getByRole('button', { name: `Confirm or correct ${xmlName}` })).toHaveText('Correct');
    await viewer.getByRole('button', { name: 'Close' }).click();
    await expect(viewer).toBeHidden();

    // The list says so too: confirmed, the values no longer marked as read.
    await expect(row.getByText('Confirmed', { exact: true })).toBeVisible();
    await expect(value(einvoice.supplier.name)).toHaveText(einvoice.supplier.name);
    await expectNoAxeViolations(page);
  });
});
