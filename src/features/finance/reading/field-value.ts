import { isReadFieldName, type ReadFieldName } from '@/domain/accounting-reading-fields';
import { formatIban } from '@/domain/iban';
import { formatDate } from '@/lib/i18n';
import type { I18n } from '@lingui/core';
import { KIND_LABELS } from './field-labels';

const AMOUNTS: readonly ReadFieldName[] = ['netAmount', 'vatAmount', 'totalAmount', 'amountDue'];

/** A value as a person reads it: dates and amounts in the interface language, IBANs in groups of four. */
export function displayValue(name: string, value: string, i18n: I18n): string {
  if (!isReadFieldName(name)) return value;
  if (name === 'issueDate' || name === 'dueDate') return formatDate(value) || value;
  if (name === 'iban') return formatIban(value);
  if (name === 'documentKind') return KIND_LABELS[value] ? i18n._(KIND_LABELS[value]) : value;
  if (AMOUNTS.includes(name)) return i18n.number(Number(value), { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return value;
}
