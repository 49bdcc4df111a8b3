import { normalizeDecimal } from '../../../src/domain/accounting-reading-amounts';
import { parseXmlDate } from '../../../src/domain/accounting-reading-dates';
import type { ReadFieldName, ReadFields, VatLine } from '../../../src/domain/accounting-reading-fields';
import { normalizeIban } from '../../../src/domain/iban';
import { normalizeVatId } from '../../../src/domain/vat-id';

type Kind = 'text' | 'amount' | 'date' | 'iban' | 'vatId';

const normalizers: Record<Kind, (text: string) => string | null> = {
  text: (text) => text.replace(/\s+/g, ' ').trim() || null,
  amount: normalizeDecimal,
  date: parseXmlDate,
  iban: (text) => normalizeIban(text) || null,
  vatId: (text) => normalizeVatId(text) || null,
};

/** Sets the field as exact when the XML holds a value of its kind (an unreadable one is left out). */
export function setExact(fields: ReadFields, name: ReadFieldName, kind: Kind, text: string | undefined): void {
  if (text === undefined) return;
  const value = normalizers[kind](text);
  if (value !== null) fields[name] = { value, source: 'exact', confidence: 1 };
}

/** EN 16931's invoice type codes that are credit notes (UNTDID 1001). */
export const CREDIT_NOTE_CODES = new Set(['381', '261', '262', '296', '308', '396', '420', '458', '532']);

/** One rate of an e-invoice's VAT breakdown (BG-23), its amounts in the reader's form ('17', '1234.50'). */
export function vatLine(rate: string | undefined, taxable: string | undefined, tax: string | undefined): VatLine {
  return { rate: String(Number(rate ?? '0')), taxable: normalizeDecimal(taxable ?? ''), tax: normalizeDecimal(tax ?? '') ?? '0.00' };
}
