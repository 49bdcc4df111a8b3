// Who writes HR documents and their types (docs/access-rules.md lists them with every other list's).
// Read access is hrDocumentReadFilter in list.ts; run-write.ts runs these rules.
import { mayDeleteHrDocuments, mayRequestRemoval, mayReviewHrDocuments, mayUploadHrDocumentFor, mayWithdrawRemovalRequest } from '../../access/hr-documents';
import { mayManageHrDocumentTypes } from '../../access/manager';
import type { WriteArgs, WriteRules } from '../../access/write-rules';
import type { Row } from '../../keystone/types';

/**
 * The item an HR document rule judges: the document's columns (stored, or about to be inserted) and
 * the FULL employee row it belongs to (every column): a row without isHiddenInHr counts as hidden
 * and refuses the company's HR.
 */
export const hrDocumentItem = (document: Row, employee: Row): Row => ({ ...document, employee });

const employeeOf = ({ item }: WriteArgs): Row => item.employee as Row;

export const hrDocumentWrites: WriteRules = {
  who: {
    create: 'the employee, the company\'s HR (not for a hidden employee), admins',
    update: 'removal requests: whoever may upload for the employee; reviews: admins',
    delete: 'admins (canAccessAllCompanies)',
  },
  // The employee themself, their company's HR (not for a hidden employee), the fiduciary's admins.
  create: (args) => mayUploadHrDocumentFor(args.scope, employeeOf(args)),
  // Removal requests: whoever may upload for the employee; reviews: the fiduciary's admins.
  update: (args) => mayRequestRemoval(args.scope, employeeOf(args)) || mayReviewHrDocuments(args.scope),
  delete: ({ scope }) => mayDeleteHrDocuments(scope),
  fields: {
    requestedRemoval: {
      who: 'asked for by whoever may upload for the employee; withdrawn by them while open; declined by admins',
      write: (args) => {
        if (args.changes.requestedRemoval === true) return mayRequestRemoval(args.scope, employeeOf(args));
        // Declining a removal request is the review; withdrawing it, the requester's while it is open.
        if (args.changes.declined === 'removal') return mayReviewHrDocuments(args.scope);
        return mayWithdrawRemovalRequest(args.scope, employeeOf(args), { requestedRemoval: args.item.requestedRemoval });
      },
    },
    needsReview: { who: 'admins (the review)', write: ({ scope }) => mayReviewHrDocuments(scope) },
    // A decision is the review's; asking for removal again clears an earlier one (null).
    declined: { who: 'admins (the review); cleared by a new removal request', write: ({ scope, changes }) => changes.declined == null || mayReviewHrDocuments(scope) },
    declineReason: { who: 'admins (the review); cleared by a new removal request', write: ({ scope, changes }) => changes.declineReason == null || mayReviewHrDocuments(scope) },
  },
};

/** The catalogue of document types is the fiduciary's HR staff's. */
const documentTypeManager = ({ scope }: WriteArgs) => mayManageHrDocumentTypes(scope);

export const hrDocumentTypeWrites: WriteRules = {
  who: { create: 'the fiduciary\'s HR staff', update: 'the fiduciary\'s HR staff', delete: 'the fiduciary\'s HR staff, types without documents' },
  create: documentTypeManager,
  update: documentTypeManager,
  delete: documentTypeManager,
};
