import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubGraphql } from '@/testing/upload-screen-support';
import type { ReadingDetails } from './reading/api/reading-fields-fragment';
import { DocumentsList } from './documents-list';

// The accounting list's "What was read" column, against a stand-in for the API: each document's
// state, and its key fields marked by how they were obtained.

const field = (name: string, value: string, source: 'exact' | 'read' | 'guessed') => ({ name, value, source, confidence: source === 'exact' ? 1 : 0.9 });
const reading = (patch: Partial<ReadingDetails>): ReadingDetails => ({
  status: 'done',
  method: 'text',
  format: null,
  fields: [],
  vatLines: [],
  differences: [],
  confirmed: null,
  confirmedAt: null,
  duplicateOf: null,
  ...patch,
});
const document = (id: string, value: ReadingDetails | null) => ({
  id,
  type: 'purchase_invoice',
  date: '2026-03-14',
  tag: null,
  createdAt: '2026-03-15T10:00:00Z',
  attachment: { filename: `${id}.pdf`, filesize: 1000, url: `/api/files/${id}?sig=x` },
  reading: value,
});

const DOCUMENTS = [
  document('e-invoice', reading({
    method: 'structured',
    format: 'ubl',
    fields: [field('supplierName', 'Schmit SARL', 'exact'), field('invoiceNumber', 'F-2026-7', 'exact'), field('issueDate', '2026-03-14', 'exact'), field('currency', 'EUR', 'exact'), field('totalAmount', '1170.00', 'exact'), field('iban', 'LU280019400644750000', 'exact')],
  })),
  document('receipt', reading({ fields: [field('supplierName', 'Kiosk Gare', 'guessed'), field('totalAmount', '12.50', 'read')] })),
  document('checked', reading({
    fields: [field('supplierName', 'Kiosk', 'guessed'), field('totalAmount', '12.50', 'read')],
    confirmed: [{ name: 'supplierName', value: 'Kiosk Gare SA' }, { name: 'totalAmount', value: '12.50' }],
    confirmedAt: '2026-03-16T09:00:00Z',
  })),
  document('arriving', reading({ status: 'pending', method: null })),
  document('photo', reading({ method: 'none' })),
  document('old', null),
  document('again', reading({ fields: [field('supplierName', 'Schmit SARL', 'exact'), field('invoiceNumber', 'F-2026-7', 'exact')], duplicateOf: { id: 'e-invoice', attachment: { filename: 'e-invoice.pdf' } } })),
];

afterEach(() => vi.unstubAllGlobals());

async function rowOf(filename: string) {
  // The first render waits for the stand-in's answer and Mantine's first paint; the whole test has its own limit.
  const link = await screen.findByRole('link', { name: filename }, { timeout: 10_000 });
  return within(link.closest('[role="row"]') as HTMLElement);
}

describe('what was read, in the accounting list', { timeout: 20_000 }, () => {
  it('shows each document’s key fields with their marks in words, and where its reading stands', async () => {
    stubGraphql(() => ({ accountingDocuments: DOCUMENTS, accountingDocumentsCount: DOCUMENTS.length }));
    renderWithProviders(<DocumentsList companyId="c1" search={{}} onSearch={() => undefined} />);

    // An e-invoice: every key field exact, the total with its currency; the IBAN is not a key field.
    const einvoice = await rowOf('e-invoice.pdf');
    expect(einvoice.getByText('To confirm')).toBeTruthy();
    expect(einvoice.getByText('Supplier').nextElementSibling?.textContent).toBe('Schmit SARL exact');
    expect(einvoice.getByText('Invoice number').nextElementSibling?.textContent).toBe('F-2026-7 exact');
    expect(einvoice.getByText('Issue date').nextElementSibling?.textContent).toMatch(/2026 exact$/);
    expect(einvoice.getByText('Total').nextElementSibling?.textContent).toBe('1,170.00 EUR exact');
    expect(einvoice.queryByText('IBAN')).toBeNull();

    // Read from a page: each value keeps its own mark.
    const receipt = await rowOf('receipt.pdf');
    expect(receipt.getByText('Supplier').nextElementSibling?.textContent).toBe('Kiosk Gare guessed');
    expect(receipt.getByText('Total').nextElementSibling?.textContent).toBe('12.50 read');

    // Confirmed: the person's values, no longer marked as read or guessed.
    const checked = await rowOf('checked.pdf');
    expect(checked.getByText('Confirmed')).toBeTruthy();
    expect(checked.getByText('Supplier').nextElementSibling?.textContent).toBe('Kiosk Gare SA');
    expect(checked.queryByText('guessed')).toBeNull();

    expect((await rowOf('arriving.pdf')).getByText('Reading…')).toBeTruthy();
    expect((await rowOf('photo.pdf')).getByText('Nothing read')).toBeTruthy();
    expect((await rowOf('old.pdf')).getByText('Nothing read')).toBeTruthy();

    const again = await rowOf('again.pdf');
    expect(again.getByText('Possible duplicate')).toBeTruthy();
    expect(again.getByText('To confirm')).toBeTruthy();
  });

  it('names the column on each phone card and in the table’s header', async () => {
    stubGraphql(() => ({ accountingDocuments: DOCUMENTS.slice(0, 1), accountingDocumentsCount: 1 }));
    renderWithProviders(<DocumentsList companyId="c1" search={{}} onSearch={() => undefined} />);
    expect(await screen.findByRole('columnheader', { name: 'What was read' })).toBeTruthy();
    const cell = (await screen.findByText('To confirm')).closest('[role="cell"]');
    expect(cell?.getAttribute('data-label')).toBe('What was read');
  });
});
