// The invoices the reader's tests and benchmark write for themselves: parties with VAT IDs and IBANs
// whose check digits hold, several VAT rates, credit notes, foreign currency, four languages.
import { fromCents, toCents } from '../../../../src/domain/accounting-reading-amounts';
import type { ReadFieldName } from '../../../../src/domain/accounting-reading-fields';

export type Language = 'fr' | 'de' | 'en' | 'pt';

export interface Party {
  name: string;
  vatId: string;
  iban?: string;
  /** Written only when given (the reader's corpus has none; the e-invoice view's tests do). */
  address?: { street: string; postalCode: string; city: string; country: string };
}

/** An invoice line (BG-25): its net is quantity × unit price; the lines of a rate add up to that rate's taxable amount. */
export interface SampleLine {
  name: string;
  description?: string;
  quantity: string;
  /** UN/ECE Recommendation 20: C62 one, HUR hour, DAY day. */
  unitCode: string;
  unitPrice: string;
  rate: string;
}

export interface SampleInvoice {
  language: Language;
  kind: 'invoice' | 'credit_note';
  number: string;
  issueDate: string;
  dueDate: string;
  currency: string;
  supplier: Party;
  buyer: Party;
  /** Taxable amount per rate: '1000.00' at '17'. */
  taxes: { rate: string; taxable: string }[];
  /** Invoice lines, written only when given (their nets must add up to `taxes`). */
  lines?: SampleLine[];
}

/** A line's net amount: quantity × unit price, to the cent. */
export function lineNet(line: SampleLine): string {
  return fromCents(Math.round(Number(line.quantity) * Number(line.unitPrice) * 100));
}

/** An IBAN whose check digits hold, for a country and its account number (BBAN). */
export function ibanCheck(country: string, bban: string): string {
  const digits = (bban + country + '00').replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let remainder = 0;
  for (const d of digits) remainder = (remainder * 10 + Number(d)) % 97;
  return `${country}${String(98 - remainder).padStart(2, '0')}${bban}`;
}

/** A Luxembourg VAT ID whose check digits hold, from its first six digits. */
export const luVat = (six: number) => `LU${six}${String(six % 89).padStart(2, '0')}`;
function deVat(eight: string): string {
  let product = 10;
  for (const d of eight) {
    let sum = (Number(d) + product) % 10;
    if (sum === 0) sum = 10;
    product = (2 * sum) % 11;
  }
  return `DE${eight}${11 - product === 10 ? 0 : 11 - product}`;
}
const frVat = (siren: number) => `FR${String((12 + 3 * (siren % 97)) % 97).padStart(2, '0')}${siren}`;
function ptVat(eight: string): string {
  const sum = [...eight].reduce((acc, d, i) => acc + Number(d) * (9 - i), 0);
  const rest = 11 - (sum % 11);
  return `PT${eight}${rest >= 10 ? 0 : rest}`;
}

export const SUPPLIERS: Record<Language, Party[]> = {
  fr: [
    { name: 'Boulangerie Schmit SARL', vatId: luVat(150274), iban: ibanCheck('LU', '0019400644750000') },
    { name: 'Imprimerie Dupont SAS', vatId: frVat(303265045), iban: ibanCheck('FR', '30006000011234567890189') },
  ],
  de: [
    { name: 'Müller Bürobedarf GmbH', vatId: deVat('13669597'), iban: ibanCheck('DE', '370400440532013000') },
    { name: 'Weber Haustechnik GmbH', vatId: luVat(207341), iban: ibanCheck('LU', '0141234567890123') },
  ],
  en: [
    { name: 'Northwind Consulting Ltd', vatId: luVat(312987), iban: ibanCheck('LU', '0030123456789012') },
    { name: 'Bluebird Software SA', vatId: luVat(264501), iban: ibanCheck('LU', '0080987654321000') },
  ],
  pt: [
    { name: 'Restaurante Sabores Lda', vatId: ptVat('50196484'), iban: ibanCheck('PT', '000201231234567890154') },
    { name: 'Construções Ferreira SA', vatId: luVat(198765), iban: ibanCheck('LU', '0110555566667777') },
  ],
};

export const BUYER: Party = { name: 'Demo Fiduciary Client SA', vatId: luVat(101234) };

const RATES: Record<Language, string[][]> = {
  fr: [['17'], ['17', '3'], ['8'], ['17', '14']],
  de: [['17'], ['19'], ['17', '8'], ['3']],
  en: [['17'], ['14'], ['17', '3'], ['8']],
  pt: [['23'], ['17'], ['17', '3'], ['14']],
};

/** n samples per language: the same shapes with other amounts, numbers and dates. */
export function sampleInvoices(perLanguage: number): SampleInvoice[] {
  const samples: SampleInvoice[] = [];
  for (const language of ['fr', 'de', 'en', 'pt'] as const) {
    for (let i = 0; i < perLanguage; i++) {
      const supplier = SUPPLIERS[language][i % 2] as Party;
      const rates = RATES[language][i % 4] as string[];
      const day = 1 + ((i * 7) % 27);
      const month = 1 + ((i * 5) % 12);
      const issueDate = `2025-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
      const due = new Date(Date.UTC(2025, month - 1, day + 30)).toISOString().slice(0, 10);
      samples.push({
        language,
        kind: i % 5 === 4 ? 'credit_note' : 'invoice',
        number: `${language.toUpperCase()}-2025-${String(100 + i * 13)}`,
        issueDate,
        dueDate: due,
        currency: i % 6 === 5 ? 'CHF' : 'EUR',
        supplier,
        buyer: BUYER,
        taxes: rates.map((rate, r) => ({ rate, taxable: fromCents(12_345 + i * 98_765 + r * 4_321_07) })),
      });
    }
  }
  return samples;
}

export function taxOf(line: { rate: string; taxable: string }): string {
  return fromCents(Math.round((toCents(line.taxable) * Number(line.rate)) / 100));
}

export function totalsOf(sample: SampleInvoice) {
  const net = sample.taxes.reduce((sum, line) => sum + toCents(line.taxable), 0);
  const vat = sample.taxes.reduce((sum, line) => sum + toCents(taxOf(line)), 0);
  return { net: fromCents(net), vat: fromCents(vat), total: fromCents(net + vat) };
}

/** The fields a reader should find, with their right values. */
export function expectedFields(sample: SampleInvoice): Partial<Record<ReadFieldName, string>> {
  const { net, vat, total } = totalsOf(sample);
  return {
    documentKind: sample.kind,
    supplierName: sample.supplier.name,
    supplierVatId: sample.supplier.vatId,
    buyerName: sample.buyer.name,
    buyerVatId: sample.buyer.vatId,
    invoiceNumber: sample.number,
    issueDate: sample.issueDate,
    dueDate: sample.dueDate,
    currency: sample.currency,
    netAmount: net,
    vatAmount: vat,
    totalAmount: total,
    amountDue: total,
    ...(sample.supplier.iban ? { iban: sample.supplier.iban } : {}),
  };
}
