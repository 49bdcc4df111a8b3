import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/upload-screen-support';
import type { DocumentWithReading, ReadingDetails } from './api/reading-fields-fragment';
import { DocumentReadingAside } from './document-reading-aside';

// Beside the document in the viewer: what was read with its marks, and the confirmation.

const reading = (patch: Partial<ReadingDetails>): ReadingDetails => ({
  status: 'done',
  method: 'structured',
  format: 'ubl',
  fields: [
    { name: 'supplierName', value: 'Schmit SARL', source: 'exact', confidence: 1 },
    { name: 'totalAmount', value: '1170.00', source: 'read', confidence: 0.97 },
  ],
  vatLines: [],
  differences: [],
  confirmed: null,
  confirmedAt: null,
  duplicateOf: null,
  ...patch,
});
const documentWith = (value: ReadingDetails): DocumentWithReading => ({ id: 'doc1', attachment: { filename: 'invoice.xml' }, reading: value });

describe('the reading beside the document', { timeout: 20_000 }, () => {
  it('opens on the form while the reading waits for a person, each value saying how it was obtained', async () => {
    renderWithProviders(<DocumentReadingAside companyId="c1" document={documentWith(reading({}))} />);
    const aside = await screen.findByRole('region', { name: 'What was read in this document' }, { timeout: 10_000 });
    expect(aside.textContent).toContain('To confirm');
    expect(aside.textContent).toContain('E-invoice: exact data');
    const supplier = screen.getByRole('textbox', { name: 'Supplier', description: "Exact: from the e-invoice's data" }) as HTMLInputElement;
    expect(supplier.value).toBe('Schmit SARL');
    expect(screen.getByRole('textbox', { name: 'Total', description: 'Read: found and checked on the page' })).toBeTruthy();
    // A changed value is the person's, no longer what was read.
    fireEvent.change(supplier, { target: { value: 'Boulangerie Schmit' } });
    expect(screen.getByRole('textbox', { name: 'Supplier' }).getAttribute('aria-describedby')).toBeNull();
    expect(screen.getByRole('button', { name: 'Confirm these values' })).toBeTruthy();
  });

  it('shows the confirmed values, and the form again only when asked to correct them', async () => {
    const confirmed = reading({ confirmed: [{ name: 'supplierName', value: 'Boulangerie Schmit' }, { name: 'totalAmount', value: '1170.00' }], confirmedAt: '2026-03-16T09:00:00Z' });
    renderWithProviders(<DocumentReadingAside companyId="c1" document={documentWith(confirmed)} />);
    const aside = await screen.findByRole('region', { name: 'What was read in this document' }, { timeout: 10_000 });
    expect(aside.textContent).toContain('Confirmed');
    expect(screen.getByText('Boulangerie Schmit')).toBeTruthy();
    expect(screen.queryByText('exact')).toBeNull();
    expect(screen.queryByRole('form')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm or correct invoice.xml' }));
    expect((screen.getByRole('textbox', { name: 'Supplier' }) as HTMLInputElement).value).toBe('Boulangerie Schmit');
  });

  it('says the fields are on their way while the document is read, and offers nothing to confirm yet', async () => {
    renderWithProviders(<DocumentReadingAside companyId="c1" document={documentWith(reading({ status: 'pending', method: null, fields: [] }))} />);
    expect(await screen.findByText('The fields appear here once the document is read.', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('Reading…')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('warns of a possible duplicate, naming the earlier document', async () => {
    renderWithProviders(<DocumentReadingAside companyId="c1" document={documentWith(reading({ duplicateOf: { id: 'doc0', attachment: { filename: 'first.xml' } } }))} />);
    expect(await screen.findByText('Same supplier, invoice number and total as first.xml.', {}, { timeout: 10_000 })).toBeTruthy();
  });
});
