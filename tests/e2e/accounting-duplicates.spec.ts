import type { Locator, Page } from '@playwright/test';
import { writeCii, writeUbl } from '../../server/src/accounting-reading/testing/e-invoice-writers';
import { sampleInvoices, type SampleInvoice } from '../../server/src/accounting-reading/testing/samples';
import { writeTextPdf } from '../../server/src/accounting-reading/testing/text-pdf';
import { expect, expectNoAxeViolations, expectNoSidewaysScroll, graphqlAs, test } from './support';
import { phoneLayoutProblems } from './support/thumb-layout';

// Issue #46, deliverable 4, against the real server: the same invoice (supplier + number + total)
// uploaded again is refused before it is stored; the file stays staged on the device, saying which
// document it repeats, until the user sends it anyway (stored, marked as a duplicate) or removes it.

test.use({ locale: 'en-US', user: 'finance@demo.test' });

const DROP_LABEL = 'Drop invoices, receipts and statements here, or a whole folder, or click to choose files';
const setLanguage = (page: Page, language: string) => graphqlAs(page, 'mutation($l: String!) { updateMyProfileLanguage(language: $l) { status } }', { l: language });

/** The staged row of the file `name` (its file cell says exactly that; a refusal naming it does not). */
const rowOf = (table: Locator, page: Page, name: string) => table.getByRole('row').filter({ has: page.getByText(name, { exact: true }) });

async function stage(page: Page, files: { name: string; mimeType: string; buffer: Buffer }[], tag: string) {
  await page.getByLabel(DROP_LABEL).setInputFiles(files);
  const table = page.getByRole('table', { name: 'Staged accounting files' });
  for (const file of files) await expect(rowOf(table, page, file.name)).toBeVisible({ timeout: 30_000 });
  await table.getByRole('checkbox', { name: 'Select all staged files' }).check();
  const bulk = page.getByRole('region', { name: 'Edit selected files' });
  await bulk.getByRole('combobox', { name: 'Type', exact: true }).click();
  await page.getByRole('option', { name: 'Purchase invoice', exact: true }).click();
  await bulk.getByRole('combobox', { name: 'Tag', exact: true }).fill(tag);
  await bulk.getByRole('combobox', { name: 'Tag', exact: true }).press('Tab');
  await bulk.getByRole('button', { name: 'Apply to selected files' }).click();
  await page.getByRole('button', { name: files.length === 1 ? 'Send 1 file' : `Send ${files.length} files` }).click();
  return table;
}

interface Listed {
  id: string;
  createdAt: string;
  attachment: { filename: string };
  reading: { duplicateOf: { id: string } | null } | null;
}
const documentsTagged = async (page: Page, tag: string) =>
  (await graphqlAs<{ accountingDocuments: Listed[] }>(page, 'query($t: String!) { accountingDocuments(where: { tag: { equals: $t } }) { id createdAt attachment { filename } reading { duplicateOf { id } } } }', { t: tag })).accountingDocuments;

test.describe('finance@ in English, then French', () => {
  // finance@demo.test keeps German on their profile for other specs: given back whatever happened.
  test.afterEach(async ({ page }) => {
    if (!page.isClosed() && page.url().startsWith('http')) await setLanguage(page, 'de');
  });

  test('the same invoice again is refused before it is stored, stays staged, is sent anyway or removed', async ({ page, unusedYear, isMobile }) => {
    test.setTimeout(180_000);
    const year = unusedYear();
    const [sample] = sampleInvoices(1) as [SampleInvoice];
    // This run's own invoice number: no other run's upload is the same invoice.
    const invoice: SampleInvoice = { ...sample, number: `DUP-${year}-1` };
    const tag = `Duplicates ${year}`;
    const xmlName = `e-invoice-${year}.xml`;
    const pdfName = `printed-${year}.pdf`;
    const ciiName = `e-invoice-${year}-cii.xml`;

    await page.goto('/dashboard');
    await setLanguage(page, 'en');
    await page.goto('/accounting');
    await expect(page.getByLabel(DROP_LABEL)).toBeEnabled({ timeout: 20_000 });

    // The first upload: an e-invoice, read and stored.
    const table = await stage(page, [{ name: xmlName, mimeType: 'application/xml', buffer: Buffer.from(writeUbl(invoice)) }], tag);
    await expect(page.getByText(/^1 of 1 file sent/)).toBeVisible({ timeout: 60_000 });
    // Sent files leave the staged table once nothing is left to send.
    await expect(rowOf(table, page, xmlName)).toHaveCount(0);
    const [first] = await documentsTagged(page, tag);
    expect(first?.attachment.filename).toBe(xmlName);
    // The upload day as the portal writes dates (D.M.YYYY), in the browser's time zone.
    const day = await page.evaluate((at) => {
      const date = new Date(at);
      return `${date.getDate()}.${date.getMonth() + 1}.${date.getFullYear()}`;
    }, first!.createdAt);
    const refusal = `This invoice (same supplier, number and total) is already among the company's documents: "${xmlName}", uploaded on ${day}.`;

    // The same invoice twice more, other bytes: printed as a PDF, and as a CII e-invoice.
    await stage(
      page,
      [
        { name: pdfName, mimeType: 'application/pdf', buffer: Buffer.from(await writeTextPdf(invoice, 0)) },
        { name: ciiName, mimeType: 'application/xml', buffer: Buffer.from(writeCii(invoice)) },
      ],
      tag,
    );
    for (const name of [pdfName, ciiName]) {
      const row = rowOf(table, page, name);
      await expect(row.getByText(refusal)).toBeVisible({ timeout: 60_000 });
      await expect(row.getByRole('button', { name: `Send anyway: ${name}` })).toBeVisible();
      await expect(row.getByRole('button', { name: `Remove ${name}` })).toBeVisible();
      await expect(row.getByRole('button', { name: `Retry ${name}` })).toHaveCount(0);
    }
    // Nothing of them on the server.
    expect((await documentsTagged(page, tag)).map((d) => d.attachment.filename)).toEqual([xmlName]);
    await expectNoAxeViolations(page);

    // Never lost: a reload finds them staged, still saying why.
    await page.reload();
    await expect(rowOf(table, page, pdfName).getByText(refusal)).toBeVisible({ timeout: 20_000 });
    await expect(rowOf(table, page, ciiName).getByText(refusal)).toBeVisible();

    if (isMobile) {
      for (const size of [{ width: 390, height: 844 }, { width: 360, height: 740 }]) {
        await page.setViewportSize(size);
        await expect(rowOf(table, page, pdfName).getByRole('button', { name: `Send anyway: ${pdfName}` })).toBeVisible();
        expect(await phoneLayoutProblems(page), `${size.width}×${size.height}`).toEqual([]);
        await expectNoSidewaysScroll(page);
      }
    }

    // Sent anyway: stored, and marked as a duplicate of the first.
    await rowOf(table, page, pdfName).getByRole('button', { name: `Send anyway: ${pdfName}` }).click();
    await expect(rowOf(table, page, pdfName)).toHaveCount(0, { timeout: 60_000 });
    const stored = await documentsTagged(page, tag);
    expect(stored.map((d) => d.attachment.filename).sort()).toEqual([pdfName, xmlName].sort());
    expect(stored.find((d) => d.attachment.filename === pdfName)?.reading?.duplicateOf).toEqual({ id: first!.id });

    // In French, the refusal and its choices are in French; removed, it is gone and never sent.
    await setLanguage(page, 'fr');
    await page.reload();
    const frenchTable = page.getByRole('table', { name: 'Fichiers comptables préparés' });
    const cii = rowOf(frenchTable, page, ciiName);
    await expect(cii.getByText(`Cette facture (même fournisseur, même numéro, même total) figure déjà parmi les documents de la société : « ${xmlName} », déposé le ${day}.`)).toBeVisible({ timeout: 20_000 });
    await expect(cii.getByRole('button', { name: `Envoyer quand même : ${ciiName}` })).toBeVisible();
    await cii.getByRole('button', { name: `Retirer ${ciiName}` }).click();
    await expect(cii).toHaveCount(0);
    await page.reload();
    await expect(page.getByLabel('Déposez ici factures, tickets et relevés, ou un dossier entier, ou cliquez pour choisir des fichiers')).toBeEnabled({ timeout: 20_000 });
    await expect(page.getByText(ciiName, { exact: true })).toHaveCount(0);
    expect((await documentsTagged(page, tag)).map((d) => d.attachment.filename).sort()).toEqual([pdfName, xmlName].sort());
  });
});
