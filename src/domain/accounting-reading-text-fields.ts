// The fields of an invoice or receipt read from its text, line by line: the rules a person follows
// (the total beside "Total TTC", not beside "Total HT"; the IBAN whose check digits hold), each
// value marked read when a rule confirmed it and guessed when it is only the likeliest candidate.
import { amountsIn } from './accounting-reading-amounts';
import { datesIn } from './accounting-reading-dates';
import type { ReadField, ReadFields, VatLine } from './accounting-reading-fields';
import { ibansIn } from './iban-in-text';
import { afterLabel, labelIn } from './accounting-reading-label-match';
import { BUYER_LABELS, CREDIT_NOTE_WORDS, DUE_DATE_LABELS, INVOICE_WORDS, ISSUE_DATE_LABELS, NUMBER_PATTERNS } from './accounting-reading-labels';
import { readTotals } from './accounting-reading-text-totals';
import { vatIdsIn } from './vat-id';

export interface TextReading {
  fields: ReadFields;
  vatLines: VatLine[];
}

const read = (value: string, confidence: number): ReadField => ({ value, source: 'read', confidence });
const guessed = (value: string, confidence: number): ReadField => ({ value, source: 'guessed', confidence });

/** The value on the labelled line, else on the next line (labels above values in a table). */
function labelledValue<T>(lines: readonly string[], labels: readonly string[], pick: (text: string) => T | undefined): T | undefined {
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    const label = labelIn(line, labels);
    if (!label) continue;
    const value = pick(afterLabel(line, label)) ?? pick(lines[i + 1] ?? '');
    if (value !== undefined) return value;
  }
  return undefined;
}

function documentKind(lines: readonly string[]): ReadField {
  const head = lines.slice(0, 20);
  if (head.some((line) => labelIn(line, CREDIT_NOTE_WORDS))) return read('credit_note', 0.9);
  if (head.some((line) => labelIn(line, INVOICE_WORDS))) return read('invoice', 0.9);
  return guessed('invoice', 0.6);
}

function invoiceNumber(lines: readonly string[]): ReadField | undefined {
  for (const line of lines) {
    for (const pattern of NUMBER_PATTERNS) {
      const value = pattern.exec(line)?.[1]?.replace(/[.,;:]$/, '');
      if (value && /\d/.test(value)) return read(value, 0.9);
    }
  }
  return undefined;
}

function currency(text: string): ReadField {
  const code = /\b(EUR|CHF|USD|GBP)\b/.exec(text)?.[1];
  if (code) return read(code, 0.95);
  if (text.includes('€')) return read('EUR', 0.9);
  if (text.includes('£')) return read('GBP', 0.8);
  if (text.includes('$')) return read('USD', 0.7);
  return guessed('EUR', 0.5);
}

/** The first line of the page that names someone: letterheads start with the supplier. */
function supplierName(lines: readonly string[]): ReadField | undefined {
  const name = lines.find((line) => /\p{L}{3}/u.test(line) && !labelIn(line, [...INVOICE_WORDS, ...CREDIT_NOTE_WORDS]) && datesIn(line).length === 0 && amountsIn(line).length === 0);
  return name ? guessed(name.trim(), 0.5) : undefined;
}

/** The block after "Client / Kunde / Bill to / Cliente": its first line is the buyer, its VAT ID the buyer's. */
function buyerBlock(lines: readonly string[]): { start: number; name?: string } | null {
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    const label = labelIn(line, BUYER_LABELS);
    if (!label) continue;
    const rest = afterLabel(line, label).replace(/^[\s:]+/, '').trim();
    return { start: i, name: rest || lines[i + 1]?.trim() };
  }
  return null;
}

export function readTextFields(lines: readonly string[]): TextReading {
  const text = lines.join('\n');
  const fields: ReadFields = { documentKind: documentKind(lines), currency: currency(text) };
  const number = invoiceNumber(lines);
  if (number) fields.invoiceNumber = number;

  const dueDate = labelledValue(lines, DUE_DATE_LABELS, (part) => datesIn(part)[0]);
  if (dueDate) fields.dueDate = read(dueDate, 0.9);
  const issueLines = lines.filter((line) => !labelIn(line, DUE_DATE_LABELS));
  const issueDate = labelledValue(issueLines, ISSUE_DATE_LABELS, (part) => datesIn(part)[0]);
  const firstDate = issueLines.flatMap((line) => datesIn(line))[0];
  if (issueDate) fields.issueDate = read(issueDate, 0.9);
  else if (firstDate) fields.issueDate = guessed(firstDate, 0.6);

  const buyer = buyerBlock(lines);
  const vatIds = lines.flatMap((line, index) => vatIdsIn(line).map((id) => ({ id, index })));
  const isBuyers = (index: number) => buyer !== null && index >= buyer.start && index <= buyer.start + 4;
  const supplierVat = vatIds.find((v) => !isBuyers(v.index));
  const buyerVat = vatIds.find((v) => isBuyers(v.index));
  if (supplierVat) fields.supplierVatId = read(supplierVat.id, 0.9);
  if (buyerVat) fields.buyerVatId = read(buyerVat.id, 0.85);
  if (buyer?.name) fields.buyerName = guessed(buyer.name, 0.6);
  const supplier = supplierName(lines);
  if (supplier) fields.supplierName = supplier;

  const iban = lines.flatMap((line) => ibansIn(line))[0];
  if (iban) fields.iban = read(iban, 0.98);

  const totals = readTotals(lines);
  Object.assign(fields, totals.fields);
  return { fields, vatLines: totals.vatLines };
}
