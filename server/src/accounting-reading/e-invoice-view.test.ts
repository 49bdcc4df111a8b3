import { describe, expect, it } from 'vitest';
import { eInvoiceViewOf, MAX_VIEW_LINES, type EInvoiceView } from './e-invoice-view';
import { writeCii, writeUbl } from './testing/e-invoice-writers';
import { BUYER, lineNet, SUPPLIERS, taxOf, totalsOf, type SampleInvoice } from './testing/samples';

// The e-invoice as a person reads it (issue #46): parties with addresses, lines, VAT per rate, totals.

const supplier = { ...SUPPLIERS.fr[0]!, address: { street: '12, rue de la Gare', postalCode: 'L-1611', city: 'Luxembourg', country: 'LU' } };
const buyer = { ...BUYER, address: { street: '5, avenue Monterey', postalCode: 'L-2163', city: 'Luxembourg', country: 'LU' } };

/** Two rates, three lines, in Swiss francs: the lines of each rate add up to its taxable amount. */
const sample: SampleInvoice = {
  language: 'fr',
  kind: 'invoice',
  number: 'VIEW-2025-7',
  issueDate: '2025-03-14',
  dueDate: '2025-04-13',
  currency: 'CHF',
  supplier,
  buyer,
  lines: [
    { name: 'Conseil fiscal', description: 'Mars 2025 & avril', quantity: '2.5', unitCode: 'HUR', unitPrice: '120.00', rate: '17' },
    { name: 'Frais de dossier', quantity: '1', unitCode: 'C62', unitPrice: '45.50', rate: '17' },
    { name: 'Brochure', quantity: '4', unitCode: 'C62', unitPrice: '3.125', rate: '3' },
  ],
  taxes: [
    { rate: '17', taxable: '345.50' },
    { rate: '3', taxable: '12.50' },
  ],
};

function expectView(view: EInvoiceView, s: SampleInvoice, format: 'ubl' | 'cii') {
  const { net, vat, total } = totalsOf(s);
  expect(view).toMatchObject({
    format,
    kind: s.kind,
    number: s.number,
    issueDate: s.issueDate,
    dueDate: s.dueDate,
    currency: s.currency,
    netAmount: net,
    vatAmount: vat,
    totalAmount: total,
    amountDue: total,
    iban: s.supplier.iban,
    supplier: { name: s.supplier.name, vatId: s.supplier.vatId, address: { lines: ['12, rue de la Gare'], postalCode: 'L-1611', city: 'Luxembourg', country: 'LU' } },
    buyer: { name: s.buyer.name, vatId: s.buyer.vatId, address: { lines: ['5, avenue Monterey'], postalCode: 'L-2163', city: 'Luxembourg', country: 'LU' } },
  });
  expect(view.vatBreakdown).toEqual(s.taxes.map((line) => ({ rate: line.rate, taxable: line.taxable, tax: taxOf(line) })));
  expect(view.lineCount).toBe(3);
  expect(view.lines).toEqual(
    (s.lines ?? []).map((line, i) => ({
      id: String(i + 1),
      name: line.name,
      description: line.description ?? null,
      quantity: line.quantity,
      unitCode: line.unitCode,
      unitPrice: line.unitPrice,
      netAmount: lineNet(line),
      vatRate: line.rate,
    })),
  );
  // The lines' nets add up to the invoice's net.
  expect(view.lines.reduce((sum, line) => sum + Number(line.netAmount), 0).toFixed(2)).toBe(net);
}

describe('the e-invoice view', () => {
  it('UBL invoice: parties with addresses, lines, VAT per rate (17 and 3 %), totals in a foreign currency', () => {
    const result = eInvoiceViewOf(writeUbl(sample));
    if (result.outcome !== 'read') throw new Error(`not read: ${result.outcome}`);
    expectView(result.invoice, sample, 'ubl');
  });

  it('UBL credit note: its CreditNoteLines and CreditedQuantity, the due date from PaymentMeans', () => {
    const credit: SampleInvoice = { ...sample, kind: 'credit_note', number: 'CN-2025-1' };
    const result = eInvoiceViewOf(writeUbl(credit));
    if (result.outcome !== 'read') throw new Error(`not read: ${result.outcome}`);
    expectView(result.invoice, credit, 'ubl');
  });

  it('CII (XRechnung / Factur-X): the same view from the other syntax', () => {
    const result = eInvoiceViewOf(new TextEncoder().encode(writeCii(sample)));
    if (result.outcome !== 'read') throw new Error(`not read: ${result.outcome}`);
    expectView(result.invoice, sample, 'cii');
  });

  it('an invoice without lines or addresses: empty lines, null addresses, the rest still shown', () => {
    const bare: SampleInvoice = { ...sample, supplier: SUPPLIERS.en[0]!, buyer: BUYER, lines: undefined, currency: 'EUR' };
    const result = eInvoiceViewOf(writeUbl(bare));
    if (result.outcome !== 'read') throw new Error(`not read: ${result.outcome}`);
    expect(result.invoice).toMatchObject({ lines: [], lineCount: 0, currency: 'EUR', supplier: { name: bare.supplier.name, address: null }, buyer: { address: null } });
  });

  it(`sends at most ${MAX_VIEW_LINES} lines and says how many there are`, () => {
    const many: SampleInvoice = { ...sample, lines: Array.from({ length: MAX_VIEW_LINES + 20 }, (_, i) => ({ name: `Item ${i + 1}`, quantity: '1', unitCode: 'C62', unitPrice: '1.00', rate: '17' })) };
    const result = eInvoiceViewOf(writeCii(many));
    if (result.outcome !== 'read') throw new Error(`not read: ${result.outcome}`);
    expect(result.invoice.lines).toHaveLength(MAX_VIEW_LINES);
    expect(result.invoice.lineCount).toBe(MAX_VIEW_LINES + 20);
  });

  it('well-formed XML that is no e-invoice is "unrecognised"', () => {
    expect(eInvoiceViewOf('<?xml version="1.0"?><order><id>1</id></order>')).toEqual({ outcome: 'unrecognised' });
  });
});

describe('hostile XML is refused with its reason, before anything is expanded', () => {
  it.each([
    ['an external entity (XXE)', '<?xml version="1.0"?><!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]><Invoice>&x;</Invoice>', 'doctype'],
    ['an entity bomb (billion laughs)', `<?xml version="1.0"?><!DOCTYPE l [<!ENTITY a "ha">${Array.from({ length: 9 }, (_, i) => `<!ENTITY ${'b'.repeat(i + 1)} "${'&a;'.repeat(10)}">`).join('')}]><l>&bbbbbbbbb;</l>`, 'doctype'],
    ['an undeclared entity', '<Invoice>&undeclared;</Invoice>', 'malformed'],
    ['XML nested 10,000 deep', `${'<a>'.repeat(10_000)}${'</a>'.repeat(10_000)}`, 'tooDeep'],
    ['XML of 300,000 elements', `<a>${'<b/>'.repeat(300_000)}</a>`, 'tooManyElements'],
    ['XML over 5 MiB', `<a>${'x'.repeat(6 * 1024 * 1024)}</a>`, 'tooLarge'],
    ['text that is not XML', 'not < xml', 'malformed'],
  ])('%s', (_, xml, refusal) => {
    expect(eInvoiceViewOf(xml)).toEqual({ outcome: 'refused', refusal });
  });
});
