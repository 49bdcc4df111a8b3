// The reader's order: the exact data a file carries (an e-invoice, or the XML inside a Factur-X PDF),
// then the PDF's text layer, then OCR of a scan or photo. Whatever fails to read leaves "nothing read".
import type { Reading, ReadingDifference, ReadFieldName, ReadFields } from '../../../src/domain/accounting-reading-fields';
import { nothingRead } from '../../../src/domain/accounting-reading-fields';
import { readTextFields } from '../../../src/domain/accounting-reading-text-fields';
import { readEInvoice, XmlRefused } from './e-invoice';
import { ocrLines, type OcrOptions } from './ocr';
import { readPdf } from './pdf';

export type ReadableKind = 'pdf' | 'jpeg' | 'png' | 'xml';

/** Fewer characters than this on a PDF's pages: a scan with at most a stray caption, read by OCR. */
const MIN_TEXT_CHARS = 40;
/** OCR misreads what a text layer would not: its values count for a little less. */
const OCR_CONFIDENCE = 0.9;

/** The fields a person compares between a Factur-X's XML and its printed page. */
const COMPARED: readonly ReadFieldName[] = ['invoiceNumber', 'issueDate', 'dueDate', 'netAmount', 'vatAmount', 'totalAmount', 'iban', 'supplierVatId'];

function differences(xml: ReadFields, text: ReadFields): ReadingDifference[] {
  return COMPARED.flatMap((field) => {
    const fromXml = xml[field]?.value;
    const fromText = text[field]?.value;
    return fromXml !== undefined && fromText !== undefined && fromXml !== fromText ? [{ field, xml: fromXml, text: fromText }] : [];
  });
}

function fromLines(lines: string[], method: 'text' | 'ocr'): Reading {
  const { fields, vatLines } = readTextFields(lines);
  if (method === 'ocr') for (const field of Object.values(fields)) field.confidence = Math.round(field.confidence * OCR_CONFIDENCE * 100) / 100;
  return { method, format: null, fields, vatLines, differences: [] };
}

function tryEInvoice(bytes: Uint8Array): Reading | null {
  try {
    return readEInvoice(bytes);
  } catch (error) {
    if (error instanceof XmlRefused) return null;
    throw error;
  }
}

export interface ReadOptions {
  /** false: stop before OCR (the upload's own quick pass; the job does the rest). */
  ocr?: boolean;
  ocrOptions?: OcrOptions;
}

export async function readDocument(bytes: Uint8Array, kind: ReadableKind, options: ReadOptions = {}): Promise<Reading> {
  if (kind === 'xml') return tryEInvoice(bytes) ?? nothingRead();
  if (kind === 'pdf') {
    let content;
    try {
      content = await readPdf(bytes);
    } catch {
      return nothingRead();
    }
    const lines = content.pages.flat();
    const hasText = lines.join('').replace(/\s/g, '').length >= MIN_TEXT_CHARS;
    for (const attachment of content.attachments) {
      if (!/\.xml$/i.test(attachment.filename)) continue;
      const structured = tryEInvoice(attachment.content);
      if (structured) return hasText ? { ...structured, differences: differences(structured.fields, readTextFields(lines).fields) } : structured;
    }
    if (hasText) return fromLines(lines, 'text');
  }
  if (options.ocr === false) return nothingRead();
  const lines = await ocrLines(bytes, kind, options.ocrOptions);
  return lines.length > 0 ? fromLines(lines, 'ocr') : nothingRead();
}
