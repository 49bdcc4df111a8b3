// The amounts of an invoice or receipt: total, net, VAT per rate and the amount due, checked against
// each other. Read when net + VAT = total holds; guessed when only one of them was found.
import { amountsIn, fromCents, toCents } from './accounting-reading-amounts';
import type { ReadField, ReadFields, VatLine } from './accounting-reading-fields';
import { labelIn } from './accounting-reading-label-match';
import { DUE_AMOUNT_LABELS, KNOWN_VAT_RATES, NET_LABELS, TOTAL_LABELS, VAT_LABELS, WEAK_TOTAL_LABELS } from './accounting-reading-labels';

const RATE = /(?<![\d.,])(\d{1,2}(?:[.,]\d{1,2})?)\s?%/;
const RATES = new RegExp(RATE.source, 'g');

/** The line's last amount (the value column), else the next line's when the line holds none. */
function lineAmount(lines: readonly string[], index: number): string | undefined {
  const own = amountsIn(stripRate(lines[index] as string));
  if (own.length > 0) return own[own.length - 1];
  const next = lines[index + 1];
  return next !== undefined && !/\p{L}{3}/u.test(next) ? amountsIn(next).at(-1) : undefined;
}

/** "TVA 17,00 % 17,00" would read the rate as an amount. */
function stripRate(line: string): string {
  return line.replace(RATES, ' ');
}

function rateOf(line: string): string | null {
  const match = RATE.exec(line);
  if (!match) return null;
  const rate = String(Number((match[1] as string).replace(',', '.')));
  return KNOWN_VAT_RATES.includes(rate) ? rate : null;
}

/** The last candidate of the strongest kind: totals are printed after the lines they sum. */
function findTotal(lines: readonly string[]): { amount: string; strong: boolean } | undefined {
  let strong: string | undefined;
  let weak: string | undefined;
  lines.forEach((line, index) => {
    if (labelIn(line, NET_LABELS)) return;
    const isStrong = labelIn(line, TOTAL_LABELS) !== null;
    const isWeak = !isStrong && labelIn(line, WEAK_TOTAL_LABELS) !== null && labelIn(line, VAT_LABELS) === null;
    if (!isStrong && !isWeak) return;
    const amount = lineAmount(lines, index);
    if (amount === undefined) return;
    if (isStrong) strong = amount;
    else weak = amount;
  });
  if (strong !== undefined) return { amount: strong, strong: true };
  return weak !== undefined ? { amount: weak, strong: false } : undefined;
}

function findNet(lines: readonly string[]): string | undefined {
  let net: string | undefined;
  lines.forEach((line, index) => {
    if (labelIn(line, NET_LABELS) && !labelIn(line, TOTAL_LABELS)) net ??= lineAmount(lines, index);
  });
  return net;
}

/** Lines of the VAT table: a rate and one or two amounts (taxable, tax), or a VAT label with an amount. */
function findVat(lines: readonly string[]): { lines: VatLine[]; total?: string } {
  const vatLines: VatLine[] = [];
  let total: string | undefined;
  lines.forEach((line, index) => {
    if (!labelIn(line, VAT_LABELS) || labelIn(line, TOTAL_LABELS) || labelIn(line, NET_LABELS)) return;
    const rate = rateOf(line);
    const amounts = amountsIn(stripRate(line));
    if (rate !== null && amounts.length >= 1) {
      const tax = amounts[amounts.length - 1] as string;
      vatLines.push({ rate, taxable: amounts.length >= 2 ? (amounts[amounts.length - 2] as string) : null, tax });
    } else if (rate === null) {
      const amount = lineAmount(lines, index);
      if (amount !== undefined) total = amount;
    }
  });
  return { lines: vatLines, total };
}

function findDue(lines: readonly string[]): string | undefined {
  let due: string | undefined;
  lines.forEach((line, index) => {
    if (labelIn(line, DUE_AMOUNT_LABELS)) due = lineAmount(lines, index) ?? due;
  });
  return due;
}

const field = (value: string, checked: boolean, confidence: number): ReadField => ({ value, source: checked ? 'read' : 'guessed', confidence: checked ? Math.max(confidence, 0.95) : confidence });

/** A VAT line whose tax is its rate of its taxable amount (within a cent per line rounding). */
const lineHolds = (line: VatLine) => line.taxable === null || Math.abs(toCents(line.taxable) * Number(line.rate) / 100 - toCents(line.tax)) <= 1;

export function readTotals(lines: readonly string[]): { fields: ReadFields; vatLines: VatLine[] } {
  const total = findTotal(lines);
  let net = findNet(lines);
  const vat = findVat(lines);
  const vatSum = vat.lines.length > 0 ? fromCents(vat.lines.reduce((sum, line) => sum + toCents(line.tax), 0)) : undefined;
  const vatAmount = vat.total ?? vatSum;
  if (net === undefined && vat.lines.length > 0 && vat.lines.every((line) => line.taxable !== null)) {
    net = fromCents(vat.lines.reduce((sum, line) => sum + toCents(line.taxable as string), 0));
  }
  const fields: ReadFields = {};
  const balances = total !== undefined && net !== undefined && vatAmount !== undefined && toCents(net) + toCents(vatAmount) === toCents(total.amount);
  const tableHolds = vat.lines.every(lineHolds);
  if (total) fields.totalAmount = field(total.amount, balances, total.strong ? 0.8 : 0.6);
  if (net !== undefined) fields.netAmount = field(net, balances, 0.7);
  if (vatAmount !== undefined) fields.vatAmount = field(vatAmount, balances && tableHolds, 0.7);
  if (!total && net !== undefined && vatAmount !== undefined) fields.totalAmount = field(fromCents(toCents(net) + toCents(vatAmount)), false, 0.6);
  if (total && net === undefined && vatAmount !== undefined) fields.netAmount = field(fromCents(toCents(total.amount) - toCents(vatAmount)), false, 0.6);
  const due = findDue(lines);
  if (due !== undefined) fields.amountDue = field(due, balances || due === total?.amount, 0.8);
  else if (fields.totalAmount) fields.amountDue = { ...fields.totalAmount, source: 'guessed', confidence: Math.min(fields.totalAmount.confidence, 0.8) };
  return { fields, vatLines: vat.lines };
}
