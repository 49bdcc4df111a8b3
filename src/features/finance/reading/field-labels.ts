import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ConfirmProblem } from '@/domain/accounting-reading-confirm';
import type { FieldSource, ReadFieldName } from '@/domain/accounting-reading-fields';
import type { ReadingState } from './reading-state';

export const FIELD_LABELS: Record<ReadFieldName, MessageDescriptor> = {
  documentKind: msg`Invoice or credit note`,
  supplierName: msg`Supplier`,
  supplierVatId: msg`Supplier VAT ID`,
  buyerName: msg`Buyer`,
  buyerVatId: msg`Buyer VAT ID`,
  invoiceNumber: msg`Invoice number`,
  issueDate: msg`Issue date`,
  dueDate: msg`Due date`,
  currency: msg`Currency`,
  netAmount: msg`Net amount`,
  vatAmount: msg`VAT`,
  totalAmount: msg`Total`,
  amountDue: msg`Amount due`,
  iban: msg`IBAN`,
};

export const SOURCE_LABELS: Record<FieldSource, MessageDescriptor> = {
  exact: msg`exact`,
  read: msg`read`,
  guessed: msg`guessed`,
};

/** Under a form's field while it holds the value as read: how that value was obtained, in words. */
export const SOURCE_HINTS: Record<FieldSource, MessageDescriptor> = {
  exact: msg`Exact: from the e-invoice's data`,
  read: msg`Read: found and checked on the page`,
  guessed: msg`Guessed: the likeliest value — check it`,
};

export const STATE_LABELS: Record<ReadingState, MessageDescriptor> = {
  reading: msg`Reading…`,
  toConfirm: msg`To confirm`,
  confirmed: msg`Confirmed`,
  nothingRead: msg`Nothing read`,
};

// Light tints behind dark text (contrast 4.5:1 and more); the word says the mark, the colour only helps.
export const SOURCE_COLORS: Record<FieldSource, string> = { exact: 'green', read: 'blue', guessed: 'orange' };

export const METHOD_LABELS: Record<string, MessageDescriptor> = {
  structured: msg`E-invoice: exact data`,
  text: msg`Read from the PDF's text`,
  ocr: msg`Read from the scan (OCR)`,
  none: msg`Nothing read`,
};

export const KIND_LABELS: Record<string, MessageDescriptor> = { invoice: msg`Invoice`, credit_note: msg`Credit note` };

export const PROBLEM_LABELS: Record<ConfirmProblem, MessageDescriptor> = {
  unknownField: msg`Not a field of the reading`,
  amount: msg`Write an amount such as 1234.56 or 1 234,56`,
  date: msg`Write a date as YYYY-MM-DD`,
  iban: msg`Not a valid IBAN (its check digits do not match)`,
  vatId: msg`Write a VAT ID such as LU12345678`,
  currency: msg`Write a three-letter currency code such as EUR`,
  kind: msg`Choose invoice or credit note`,
  tooLong: msg`At most 200 characters`,
};
