// What a person may confirm for a document's field: checked the same way in the portal's form and
// on the server. An empty value removes the field.
import { normalizeDecimal, parseAmount } from './accounting-reading-amounts';
import { isoDay } from './accounting-reading-dates';
import { DOCUMENT_KINDS, isReadFieldName, type ReadFieldName } from './accounting-reading-fields';
import { isValidIban, normalizeIban } from './iban';
import { normalizeVatId } from './vat-id';

export type ConfirmProblem = 'unknownField' | 'amount' | 'date' | 'iban' | 'vatId' | 'currency' | 'kind' | 'tooLong';

const AMOUNTS: readonly ReadFieldName[] = ['netAmount', 'vatAmount', 'totalAmount', 'amountDue'];
const DATES: readonly ReadFieldName[] = ['issueDate', 'dueDate'];
export const MAX_TEXT_LENGTH = 200;

/** The stored form of a confirmed value ('1 234,56' → '1234.56'), or the problem with it. */
export function normalizeConfirmed(name: string, raw: string): { value: string } | { problem: ConfirmProblem } {
  if (!isReadFieldName(name)) return { problem: 'unknownField' };
  const text = raw.trim();
  if (text === '') return { value: '' };
  if (AMOUNTS.includes(name)) {
    const value = normalizeDecimal(text) ?? parseAmount(text);
    return value ? { value } : { problem: 'amount' };
  }
  if (DATES.includes(name)) {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
    const value = match ? isoDay(match[1] as string, match[2] as string, match[3] as string) : null;
    return value ? { value } : { problem: 'date' };
  }
  if (name === 'iban') return isValidIban(text) ? { value: normalizeIban(text) } : { problem: 'iban' };
  if (name === 'supplierVatId' || name === 'buyerVatId') {
    const value = normalizeVatId(text);
    return /^[A-Z]{2}[0-9A-Z]{2,13}$/.test(value) ? { value } : { problem: 'vatId' };
  }
  if (name === 'currency') return /^[A-Za-z]{3}$/.test(text) ? { value: text.toUpperCase() } : { problem: 'currency' };
  if (name === 'documentKind') return (DOCUMENT_KINDS as readonly string[]).includes(text) ? { value: text } : { problem: 'kind' };
  return text.length <= MAX_TEXT_LENGTH ? { value: text } : { problem: 'tooLong' };
}
