import { i18n } from '@lingui/core';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/upload-screen-support';
import type { EInvoice, EInvoiceLoader } from './e-invoice-loader';
import { EInvoiceView } from './e-invoice-view';

// The e-invoice as the viewer lays it out, from what the page's loader returns (the server's reading
// of the XML: outside this test). Labels are the source texts (no catalogue loaded); numbers and
// dates follow the interface language.

const invoice: EInvoice = {
  format: 'ubl',
  kind: 'invoice',
  number: 'VIEW-2025-7',
  issueDate: '2025-03-14',
  dueDate: '2025-04-13',
  currency: 'CHF',
  supplier: { name: 'Boulangerie Schmit SARL', vatId: 'LU15027462', address: { lines: ['12, rue de la Gare'], postalCode: 'L-1611', city: 'Luxembourg', country: 'LU' } },
  buyer: { name: 'Demo Fiduciary Client SA', vatId: 'LU10123456', address: null },
  lines: [
    { id: '1', name: 'Conseil fiscal', description: 'Mars 2025', quantity: '2.5', unitCode: 'HUR', unitPrice: '120.00', netAmount: '300.00', vatRate: '17' },
    { id: '2', name: 'Frais de dossier', description: null, quantity: '1', unitCode: 'C62', unitPrice: '45.50', netAmount: '45.50', vatRate: '17' },
    { id: '3', name: 'Brochure', description: null, quantity: '4', unitCode: 'C62', unitPrice: '3.125', netAmount: '12.50', vatRate: '3' },
  ],
  lineCount: 3,
  vatBreakdown: [
    { rate: '17', taxable: '345.50', tax: '58.74' },
    { rate: '3', taxable: '12.50', tax: '0.38' },
  ],
  netAmount: '358.00',
  vatAmount: '59.12',
  totalAmount: '417.12',
  amountDue: '417.12',
  iban: 'LU280019400644750000',
  paymentReference: 'RF18 5390 0754 7034',
};

const chf = (locale: string, value: number, digits = 2) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'CHF', minimumFractionDigits: 2, maximumFractionDigits: digits }).format(value);
const view = (load: EInvoiceLoader) => renderWithProviders(<EInvoiceView url="/files/abc123?name=e.xml&exp=1&sig=x" filename="e.xml" load={load} zoom={1} />);

afterEach(() => i18n.activate('en'));

describe('the e-invoice in the viewer', { timeout: 20_000 }, () => {
  it('shows who, when, the lines, the VAT per rate, the totals and where to pay', async () => {
    const load = vi.fn<EInvoiceLoader>(async () => ({ outcome: 'read', refusal: null, invoice }));
    view(load);
    const article = await screen.findByRole('article', { name: 'Invoice VIEW-2025-7' });
    expect(load).toHaveBeenCalledWith({ url: '/files/abc123?name=e.xml&exp=1&sig=x', filename: 'e.xml' });
    expect(within(article).getByRole('heading', { name: 'Invoice VIEW-2025-7' })).toBeTruthy();
    expect(article.textContent).toContain('E-invoice (UBL): exact data');

    const supplier = within(article).getByRole('region', { name: 'Supplier' });
    expect(supplier.textContent).toContain('Boulangerie Schmit SARL');
    expect(supplier.textContent).toContain('VAT ID LU15027462');
    expect(supplier.textContent).toContain('12, rue de la Gare');
    expect(supplier.textContent).toContain('L-1611 Luxembourg');
    expect(within(article).getByRole('region', { name: 'Buyer' }).textContent).toContain('Demo Fiduciary Client SA');

    const lines = within(article).getByRole('table', { name: 'Invoice lines' });
    const rows = within(lines).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['Conseil fiscalMars 2025', '2.5 hours', chf('en', 120), chf('en', 300), '17 %'],
      ['Frais de dossier', '1', chf('en', 45.5), chf('en', 45.5), '17 %'],
      ['Brochure', '4', chf('en', 3.125, 3), chf('en', 12.5), '3 %'],
    ]);

    const vat = within(article).getByRole('table', { name: 'VAT breakdown' });
    expect(within(vat).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['17 %', chf('en', 345.5), chf('en', 58.74)],
      ['3 %', chf('en', 12.5), chf('en', 0.38)],
    ]);

    const totals = within(article).getByRole('region', { name: 'Totals' });
    expect(totals.textContent).toContain(`Net amount${chf('en', 358)}`);
    expect(totals.textContent).toContain(`VAT${chf('en', 59.12)}`);
    expect(totals.textContent).toContain(`Amount due${chf('en', 417.12)}`);
    const payment = within(article).getByRole('region', { name: 'Payment' });
    expect(payment.textContent).toContain('LU28 0019 4006 4475 0000');
    expect(payment.textContent).toContain('RF18 5390 0754 7034');
  });

  it('a credit note says so; numbers follow the interface language (German)', async () => {
    i18n.loadAndActivate({ locale: 'de', messages: {} });
    view(async () => ({ outcome: 'read', invoice: { ...invoice, kind: 'credit_note', number: 'CN-1', lineCount: 600 } }));
    const article = await screen.findByRole('article', { name: 'Credit note CN-1' });
    expect(within(article).getByRole('region', { name: 'Totals' }).textContent).toContain(chf('de', 417.12));
    expect(chf('de', 417.12)).toContain('417,12');
    expect(within(article).getByRole('region', { name: 'Supplier' }).textContent).toContain('Luxemburg');
    expect(article.textContent).toContain('The first 3 of 600 lines are shown. Download the file for all of them.');
  });

  it.each([
    ['doctype', 'It declares a document type (DTD)'],
    ['tooDeep', 'nested more than 64 levels deep'],
    ['tooManyElements', 'more than 200,000 elements'],
    ['tooLarge', 'larger than 5 MB'],
    ['malformed', 'not well-formed XML'],
  ] as const)('a refused XML (%s) says why, and nothing else is shown', async (refusal, why) => {
    view(async () => ({ outcome: 'refused', refusal, invoice: null }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This XML file is not shown');
    expect(alert.textContent).toContain(why);
    expect(alert.textContent).toContain('It is stored as it came. Download it only if you trust its sender.');
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('XML that is no e-invoice, and a failed request, each say so', async () => {
    const { unmount } = view(async () => ({ outcome: 'unrecognised' }));
    expect((await screen.findByRole('alert')).textContent).toContain('This XML file is not an e-invoice the portal can read (UBL or CII).');
    unmount();
    view(async () => {
      throw new Error('offline');
    });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('The e-invoice could not be read for display.'), { timeout: 10_000 });
  });
});
