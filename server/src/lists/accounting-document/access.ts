// Who writes accounting documents (docs/access-rules.md lists them with every other list's). Read
// access is accountingReadFilter in list.ts; run-write.ts runs these rules.
import { mayFollowAccountingDocuments, mayUploadAccountingDocument } from '../../access/accounting';
import type { WriteRules } from '../../access/write-rules';

export const accountingDocumentWrites: WriteRules = {
  who: { create: 'finance of the company and the fiduciary\'s accountants; taxation of the company and the fiduciary\'s tax staff for tax documents' },
  // Finance of the company and the fiduciary's accountants; taxation for the tax type.
  create: ({ scope, item }) => mayUploadAccountingDocument(scope, String(item.companyId), String(item.type)),
  fields: {
    // Not a column: the create's argument that stores an invoice already in the company (refused
    // with DUPLICATE_INVOICE without it), marked as a duplicate of the earlier one.
    allowDuplicate: {
      who: 'whoever may create the document, knowingly storing an invoice already in the company (marked as a duplicate)',
      write: ({ scope, item }) => mayUploadAccountingDocument(scope, String(item.companyId), String(item.type)),
    },
  },
};

/**
 * The caller's own "seen up to now" mark on a company's accounting documents (the dashboard's
 * "uploaded since you last looked"): `item` is the company's documents as a whole, `{ companyId }`.
 * Rules of their own, so that a future edit of a document never inherits this wider rule.
 */
export const accountingDocumentsSeenWrites: WriteRules = {
  who: { update: 'whoever reads the company\'s accounting documents, for their own mark' },
  update: ({ scope, item }) => mayFollowAccountingDocuments(scope, String(item.companyId)),
};

/**
 * Confirming or correcting what the reader found in a document: whoever may upload that document
 * (finance of the company and the fiduciary's accountants; taxation for tax documents). `item` is
 * the document as the caller reads it, `{ id, companyId, type }`.
 */
export const accountingReadingWrites: WriteRules = {
  who: { update: 'the uploader\'s side: finance of the company and the fiduciary\'s accountants; taxation for tax documents' },
  update: ({ scope, item }) => mayUploadAccountingDocument(scope, String(item.companyId), String(item.type)),
};
