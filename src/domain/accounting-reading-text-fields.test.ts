import { describe, expect, it } from 'vitest';
import { readTextFields } from './accounting-reading-text-fields';

const values = (lines: string[]) => Object.fromEntries(Object.entries(readTextFields(lines).fields).map(([name, field]) => [name, field.value]));

describe('readTextFields', () => {
  it('reads a French invoice: Total TTC, not Total HT; VAT at 17 % checked', () => {
    const lines = ['Boulangerie Schmit SARL', 'TVA LU15027442', 'FACTURE N° F-2025-0042', 'Date : 14/03/2025', 'Échéance : 13/04/2025', 'Client : Demo SA', 'Total HT 1 000,00 €', 'TVA 17 % 1 000,00 170,00 €', 'Total TTC 1 170,00 €', 'IBAN LU28 0019 4006 4475 0000'];
    const { fields, vatLines } = readTextFields(lines);
    expect(values(lines)).toMatchObject({ documentKind: 'invoice', invoiceNumber: 'F-2025-0042', issueDate: '2025-03-14', dueDate: '2025-04-13', netAmount: '1000.00', vatAmount: '170.00', totalAmount: '1170.00', supplierVatId: 'LU15027442', iban: 'LU280019400644750000', currency: 'EUR', supplierName: 'Boulangerie Schmit SARL', buyerName: 'Demo SA' });
    expect(fields.totalAmount?.source).toBe('read');
    expect(vatLines).toEqual([{ rate: '17', taxable: '1000.00', tax: '170.00' }]);
  });

  it('reads a German credit note with Netto and Gesamtbetrag', () => {
    const lines = ['Müller GmbH', 'Gutschrift Nr. GS-77', 'Datum: 02.05.2025', 'Netto 250,00 EUR', 'MwSt 19 % 47,50 EUR', 'Gesamtbetrag 297,50 EUR'];
    expect(values(lines)).toMatchObject({ documentKind: 'credit_note', invoiceNumber: 'GS-77', issueDate: '2025-05-02', netAmount: '250.00', vatAmount: '47.50', totalAmount: '297.50' });
  });

  it('marks a total it could not check against net and VAT as guessed', () => {
    const { fields } = readTextFields(['Receipt', 'Total 12.50']);
    expect(fields.totalAmount).toMatchObject({ value: '12.50', source: 'guessed' });
  });
});
