// The reading done on the upload's own path, before anything is stored: only what is exact or cheap
// — an e-invoice's XML, a Factur-X / ZUGFeRD PDF's embedded XML, a PDF's text layer. Scans and
// photos (OCR, seconds of a core) stay with the background job (reading-job.ts). What is read here
// is stored with the document, so the job does not read it again.
import { createGraphQLError } from 'graphql-yoga';
import type { Reading } from '../../../src/domain/accounting-reading-fields';
import { SNIFF_BYTES, refusalOf, sniffKind } from '../storage/file-kind';
import type { AcceptedKind } from '../storage/file-storage';
import type { ExistingDocument } from './duplicates';
import { readDocument } from './read-document';

/**
 * What the file says before it is stored, or null when that is for the job: an image, a PDF without
 * a text layer (a scan), a file the storage will refuse anyway (empty, too large, not what its name
 * says — the storage's own refusal is the answer), or a reader that failed.
 */
export async function readBeforeStore(file: File, accept: readonly AcceptedKind[], maxBytes: number): Promise<Reading | null> {
  if (file.size === 0 || file.size > maxBytes) return null;
  const kind = sniffKind(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()));
  if ((kind !== 'pdf' && kind !== 'xml') || refusalOf(file.name, kind, accept) !== null) return null;
  try {
    const reading = await readDocument(new Uint8Array(await file.arrayBuffer()), kind, { ocr: false });
    // A PDF with nothing read may be a scan: OCR in the job. XML the reader refused stays "nothing read".
    return reading.method === 'none' && kind === 'pdf' ? null : reading;
  } catch {
    return null;
  }
}

/** The start of DUPLICATE_INVOICE's message; the portal translates it by this shape (src/lib/api-message-texts.ts). */
export const DUPLICATE_INVOICE_MESSAGE = 'Duplicate invoice: the same supplier, number and total were already uploaded as';

/**
 * The refusal of an invoice already in the company: its code, and the document it repeats (file
 * name and upload time) in the message and in `extensions.duplicateOf`. Sending it again with
 * `allowDuplicate: true` stores it, marked as a duplicate.
 */
export function duplicateInvoice(existing: ExistingDocument) {
  const uploadedAt = existing.createdAt.toISOString();
  const filename = existing.filename ?? '';
  return createGraphQLError(`${DUPLICATE_INVOICE_MESSAGE} "${filename}" on ${uploadedAt}`, {
    extensions: { code: 'DUPLICATE_INVOICE', duplicateOf: { id: existing.id, filename, uploadedAt } },
  });
}
