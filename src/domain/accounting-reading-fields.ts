// What the accounting reader (server/src/accounting-reading) takes from a document, shared with the
// portal that shows it: each field with how it was obtained and how sure the reader is.

export const READ_FIELDS = [
  'documentKind',
  'supplierName',
  'supplierVatId',
  'buyerName',
  'buyerVatId',
  'invoiceNumber',
  'issueDate',
  'dueDate',
  'currency',
  'netAmount',
  'vatAmount',
  'totalAmount',
  'amountDue',
  'iban',
] as const;
export type ReadFieldName = (typeof READ_FIELDS)[number];

export function isReadFieldName(name: string): name is ReadFieldName {
  return (READ_FIELDS as readonly string[]).includes(name);
}

/**
 * exact: the file carries the value as data (an e-invoice's XML); read: found by a rule that
 * checked it (a label beside it, check digits, net + VAT = total); guessed: the best candidate.
 */
export const FIELD_SOURCES = ['exact', 'read', 'guessed'] as const;
export type FieldSource = (typeof FIELD_SOURCES)[number];

export interface ReadField {
  /** Amounts '1234.56', dates 'YYYY-MM-DD', IBANs and VAT IDs without spaces, kind 'invoice' | 'credit_note'. */
  value: string;
  source: FieldSource;
  /** 0..1: 1 for exact values. */
  confidence: number;
}

export type ReadFields = Partial<Record<ReadFieldName, ReadField>>;

/** One rate of the VAT breakdown (EN 16931 BG-23): amounts as '1234.56', the rate as '17' or '5.5'. */
export interface VatLine {
  rate: string;
  taxable: string | null;
  tax: string;
}

/** How the reading was obtained: the file's XML, its text layer, OCR, or nothing readable. */
export const READING_METHODS = ['structured', 'text', 'ocr', 'none'] as const;
export type ReadingMethod = (typeof READING_METHODS)[number];

/** A field where a Factur-X PDF's visible text says something else than its XML (the XML wins). */
export interface ReadingDifference {
  field: ReadFieldName;
  xml: string;
  text: string;
}

export interface Reading {
  method: ReadingMethod;
  /** The e-invoice syntax when structured. */
  format: 'ubl' | 'cii' | null;
  fields: ReadFields;
  vatLines: VatLine[];
  differences: ReadingDifference[];
}

export const DOCUMENT_KINDS = ['invoice', 'credit_note'] as const;

export const nothingRead = (): Reading => ({ method: 'none', format: null, fields: {}, vatLines: [], differences: [] });
