import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { writeCii, writeUbl } from '../../server/src/accounting-reading/testing/e-invoice-writers';
import { BUYER, ibanCheck, luVat, type SampleInvoice } from '../../server/src/accounting-reading/testing/samples';
import { printedLines, writeTextPdf } from '../../server/src/accounting-reading/testing/text-pdf';
import { expect, expectNoAxeViolations, expectNoSidewaysScroll, graphqlAs, test } from './support';

// Issue 46: an XML e-invoice uploaded to the accounting documents is kept as it came and shown
// readably in the viewer (read by the server's safe parser); a hostile XML is refused with a clear,
// translated message; a Factur-X PDF whose page contradicts its XML shows the difference, the XML
// winning. Runs on a desktop and on a phone (390×844, then 360×740).

test.use({ locale: 'en-US', user: 'finance@demo.test' });

const setLanguage = (page: Page, language: string) => graphqlAs(page, 'mutation($l: String!) { updateMyProfileLanguage(language: $l) { status } }', { l: language });

/** An accounting document of finance@'s company, sent as the portal sends it (multipart). */
async function upload(page: Page, filename: string, bytes: Uint8Array, mimeType: string): Promise<void> {
  const { me } = await graphqlAs<{ me: { employees: { company: { id: string } }[] } }>(page, '{ me { employees { company { id } } } }');
  const status = await page.evaluate(
    async ({ companyId, filename, bytes, mimeType }) => {
      const token = (JSON.parse(localStorage.getItem('portal.session') ?? '{}') as { accessToken?: string }).accessToken ?? '';
      const form = new FormData();
      const data = { type: 'purchase_invoice', date: new Date().toISOString().slice(0, 10), tag: 'e-invoice view', company: { connect: { id: companyId } }, attachment: { upload: null }, uploadKey: crypto.randomUUID() };
      form.append('operations', JSON.stringify({ query: 'mutation ($data: AccountingDocumentCreateInput!) { createAccountingDocument(data: $data) { id } }', variables: { data } }));
      form.append('map', JSON.stringify({ 0: ['variables.data.attachment.upload'] }));
      form.append('0', new File([new Uint8Array(bytes)], filename, { type: mimeType }));
      const response = await fetch('/api/graphql', { method: 'POST', body: form, headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' } });
      const answer = (await response.json()) as { errors?: unknown[] };
      return answer.errors ? JSON.stringify(answer.errors) : 'created';
    },
    { companyId: me.employees[0]?.company.id ?? '', filename, bytes: [...bytes], mimeType },
  );
  expect(status).toBe('created');
}

/** This run's e-invoice: two rates, three lines, Swiss francs, both parties with addresses. */
function sampleOf(run: number): SampleInvoice {
  return {
    language: 'en',
    kind: 'invoice',
    number: `EV-${run}-1`,
    issueDate: '2025-03-14',
    dueDate: '2025-04-13',
    currency: 'CHF',
    supplier: {
      name: `Viewer Supplier ${run} SARL`,
      vatId: luVat(400_000 + run),
      iban: ibanCheck('LU', `002${String(run).padStart(13, '0')}`),
      address: { street: '12, rue de la Gare', postalCode: 'L-1611', city: 'Luxembourg', country: 'LU' },
    },
    buyer: { ...BUYER, address: { street: '5, avenue Monterey', postalCode: 'L-2163', city: 'Luxembourg', country: 'LU' } },
    lines: [
      { name: 'Tax advice', description: 'March 2025', quantity: '2.5', unitCode: 'HUR', unitPrice: '120.00', rate: '17' },
      { name: 'Filing fee', quantity: '1', unitCode: 'C62', unitPrice: '45.50', rate: '17' },
      { name: 'Brochure', quantity: '4', unitCode: 'C62', unitPrice: '3.125', rate: '3' },
    ],
    taxes: [
      { rate: '17', taxable: '345.50' },
      { rate: '3', taxable: '12.50' },
    ],
  };
}

/** Opens the accounting document named `filename` in the viewer (the list filtered to its name). */
async function openInViewer(page: Page, filename: string, view: RegExp | string) {
  await page.goto(`/accounting?q=${encodeURIComponent(filename)}`);
  await page.getByRole('button', { name: view }).click();
  return page.getByRole('dialog', { name: filename });
}

test.describe('finance@ in English', () => {
  // finance@demo.test keeps German on their profile for other specs: given back whatever happened.
  test.afterEach(async ({ page }) => {
    if (!page.isClosed() && page.url().startsWith('http')) await setLanguage(page, 'de');
  });

  test('opens an uploaded UBL e-invoice in the viewer: read like an invoice, lines as cards on a phone, downloaded as it came', async ({ page, unusedYear, isMobile }) => {
    test.setTimeout(120_000);
    const run = unusedYear();
    const sample = sampleOf(run);
    const xml = writeUbl(sample);
    const filename = `e-invoice-view-${run}.xml`;
    await page.goto('/dashboard');
    await setLanguage(page, 'en');
    await upload(page, filename, new TextEncoder().encode(xml), 'application/xml');

    const viewer = await openInViewer(page, filename, `View ${filename}`);
    const invoice = viewer.getByRole('article', { name: `Invoice ${sample.number}` });
    await expect(invoice).toBeVisible({ timeout: 20_000 });
    await expect(invoice.getByText('E-invoice (UBL): exact data')).toBeVisible();
    const supplier = invoice.getByRole('region', { name: 'Supplier' });
    await expect(supplier).toContainText(sample.supplier.name);
    await expect(supplier).toContainText(`VAT ID ${sample.supplier.vatId}`);
    await expect(supplier).toContainText('12, rue de la Gare');
    await expect(supplier).toContainText('L-1611 Luxembourg');
    await expect(invoice.getByRole('region', { name: 'Buyer' })).toContainText(BUYER.name);
    // Dates as the portal writes them everywhere (D.M.YYYY).
    await expect(invoice).toContainText('Issue date14.3.2025');
    await expect(invoice).toContainText('Due date13.4.2025');

    const lines = invoice.getByRole('table', { name: 'Invoice lines' });
    await expect(lines.getByRole('row')).toHaveCount(4);
    const advice = lines.getByRole('row').filter({ hasText: 'Tax advice' });
    await expect(advice.getByRole('cell')).toHaveText(['Tax adviceMarch 2025', '2.5 hours', 'CHF 120.00', 'CHF 300.00', '17 %']);
    await expect(lines.getByRole('row').filter({ hasText: 'Brochure' }).getByRole('cell')).toHaveText(['Brochure', '4', 'CHF 3.125', 'CHF 12.50', '3 %']);
    const vat = invoice.getByRole('table', { name: 'VAT breakdown' });
    await expect(vat.getByRole('row').filter({ hasText: '17 %' }).getByRole('cell')).toHaveText(['17 %', 'CHF 345.50', 'CHF 58.74']);
    await expect(vat.getByRole('row').filter({ hasText: '3 %' }).getByRole('cell')).toHaveText(['3 %', 'CHF 12.50', 'CHF 0.38']);
    const totals = invoice.getByRole('region', { name: 'Totals' });
    await expect(totals).toContainText('Net amountCHF 358.00');
    await expect(totals).toContainText('VATCHF 59.12');
    await expect(totals).toContainText('Amount dueCHF 417.12');
    await expect(invoice.getByRole('region', { name: 'Payment' })).toContainText(sample.supplier.iban!.replace(/(.{4})(?!$)/g, '$1 '));

    if (isMobile) {
      // A line is a card: its cells one under the other, the whole card within the screen.
      const [descriptionBox, quantityBox] = await Promise.all([advice.getByRole('cell').nth(0).boundingBox(), advice.getByRole('cell').nth(1).boundingBox()]);
      expect(quantityBox!.y).toBeGreaterThan(descriptionBox!.y);
      expect(quantityBox!.x).toBeCloseTo(descriptionBox!.x, 0);
      await expectNoSidewaysScroll(page);
      await page.setViewportSize({ width: 360, height: 740 });
      await expect(lines.getByRole('row')).toHaveCount(4);
      await expectNoSidewaysScroll(page);
      const advicebox = await advice.boundingBox();
      expect(advicebox!.x + advicebox!.width).toBeLessThanOrEqual(360);
    }
    await expectNoAxeViolations(page);

    // The file itself is kept as it came: Download gives the very bytes uploaded.
    const [download] = await Promise.all([page.waitForEvent('download'), viewer.getByRole('toolbar', { name: 'Document tools' }).getByRole('button', { name: 'Download' }).click()]);
    expect(download.suggestedFilename()).toBe(filename);
    expect(await readFile((await download.path())!, 'utf8')).toBe(xml);
  });

  test('a Factur-X PDF whose page says another number than its XML: the XML wins and the person sees the difference', async ({ page, unusedYear }) => {
    test.setTimeout(120_000);
    const run = unusedYear();
    const sample = { ...sampleOf(run), number: `FX-${run}-1`, currency: 'EUR' };
    const printedNumber = `PRINTED-${run}`;
    const printed = printedLines(sample).map(([left, right]) => [left.replace(sample.number, printedNumber), right] as [string, string?]);
    const pdf = await writeTextPdf(sample, 0, { attachment: { filename: 'factur-x.xml', xml: writeCii(sample) }, printed });
    const filename = `factur-x-${run}.pdf`;
    await page.goto('/dashboard');
    await setLanguage(page, 'en');
    await upload(page, filename, pdf, 'application/pdf');

    const viewer = await openInViewer(page, filename, `View ${filename}`);
    await expect(viewer.getByRole('img', { name: 'Page 1 of 1' })).toHaveAttribute('data-rendered', 'true');
    // Read by the background job: the list asks again while it reads, the viewer's aside follows.
    const difference = viewer.getByRole('status').filter({ hasText: `Invoice number: the e-invoice says ${sample.number}, the printed page ${printedNumber}. The e-invoice's value is used.` });
    await expect(difference).toBeVisible({ timeout: 60_000 });
    await expect(viewer).toContainText('E-invoice: exact data');
    await expectNoAxeViolations(page);
  });
});

test('finance@ in German: a hostile XML (an entity bomb) is stored and listed, and the viewer says why it is not shown', async ({ page, unusedYear }) => {
  test.setTimeout(120_000);
  const run = unusedYear();
  const filename = `entity-bomb-${run}.xml`;
  const bomb = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">${Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i || ''};`.repeat(10)}">`).join('')}]><Invoice>&lol9;</Invoice>`;
  await page.goto('/dashboard');
  await upload(page, filename, new TextEncoder().encode(bomb), 'application/xml');

  const viewer = await openInViewer(page, filename, `${filename} ansehen`);
  const refusal = viewer.getByRole('alert').filter({ hasText: 'Diese XML-Datei wird nicht angezeigt' });
  await expect(refusal).toBeVisible({ timeout: 20_000 });
  await expect(refusal).toContainText('Sie enthält eine DTD (Document Type Definition).');
  await expect(refusal).toContainText('Laden Sie sie nur herunter, wenn Sie dem Absender vertrauen.');
  await expect(viewer.getByRole('article')).toHaveCount(0);
  // The tab is not held up: the viewer closes at once.
  await viewer.getByRole('button', { name: 'Schließen' }).click();
  await expect(viewer).toBeHidden();
  await expectNoAxeViolations(page);
});
