import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/upload-screen-support';
import type { ReadDocument } from './api/readings-query';
import { ConfirmReadingForm } from './confirm-reading-form';

// The confirmation form on its own, against a stand-in for the API (outside this test) that records what it was sent.

type Sent = { query: string; variables: { document: string; values: { name: string; value: string }[] } };

function stubApi() {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: unknown, init?: RequestInit) => {
      sent.push(JSON.parse(String(init?.body)) as Sent);
      return Response.json({ data: { confirmAccountingReading: { id: 'doc1' } } });
    }),
  );
  return sent;
}

const document: ReadDocument = {
  id: 'doc1',
  type: 'purchase_invoice',
  attachment: { filename: 'invoice.pdf' },
  reading: {
    status: 'done',
    method: 'text',
    format: null,
    fields: [
      { name: 'supplierName', value: 'Boulangerie Schmit SARL', source: 'guessed', confidence: 0.5 },
      { name: 'totalAmount', value: '1170.00', source: 'read', confidence: 0.97 },
    ],
    vatLines: [],
    differences: [],
    confirmed: null,
    confirmedAt: null,
    duplicateOf: null,
  },
};

afterEach(() => vi.unstubAllGlobals());

describe('confirming what was read', { timeout: 20_000 }, () => {
  it('starts from the read values and sends only the corrections', async () => {
    const sent = stubApi();
    const done = vi.fn();
    renderWithProviders(<ConfirmReadingForm companyId="c1" document={document} onDone={done} />);
    expect((screen.getByRole('textbox', { name: 'Total' }) as HTMLInputElement).value).toBe('1170.00');
    fireEvent.change(screen.getByRole('textbox', { name: 'Supplier' }), { target: { value: 'Boulangerie Schmit' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm these values' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.query).toContain('ConfirmAccountingReading');
    expect(sent[0]?.variables).toEqual({ document: 'doc1', values: [{ name: 'supplierName', value: 'Boulangerie Schmit' }] });
    await waitFor(() => expect(done).toHaveBeenCalled());
  });

  it('says what is wrong with an amount or an IBAN and sends nothing', async () => {
    const sent = stubApi();
    renderWithProviders(<ConfirmReadingForm companyId="c1" document={document} onDone={() => undefined} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Total' }), { target: { value: 'a lot' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'IBAN' }), { target: { value: 'LU28 0019 4006 4475 0001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm these values' }));
    expect(await screen.findByText('Write an amount such as 1234.56 or 1 234,56')).toBeTruthy();
    expect(screen.getByText('Not a valid IBAN (its check digits do not match)')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });
});
