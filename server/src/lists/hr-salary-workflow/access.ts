// Who writes salary controls (docs/access-rules.md). Payroll prepares, the client reviews: creating
// workflows and documents is the fiduciary's payroll staff's (hrSalaryAccess, also the operation
// table's gate); a review is the client company's, and never by whoever created the workflow or
// uploaded the document (segregation of duties, the fiduciary's staff included — also when acting
// through impersonation).
import { mayCreateWorkflows, mayRemoveWorkflowDocument, mayReviewWorkflowDocument } from '../../access/payroll';
import type { WriteArgs, WriteRules } from '../../access/write-rules';

/** The people behind this request: the effective user and, when impersonating, the admin. */
const callers = ({ principal }: WriteArgs) => [principal.user.id, principal.actor.id];

/** Payroll prepares a month's salary control, for a company it finds through Company's read filter. */
const payroll = ({ scope }: WriteArgs) => mayCreateWorkflows(scope);

export const workflowWrites: WriteRules = {
  who: { create: 'the fiduciary\'s payroll staff (hrSalaryAccess), for companies they read' },
  create: payroll,
};

export const workflowDocumentWrites: WriteRules = {
  who: {
    create: 'the fiduciary\'s payroll staff (hrSalaryAccess)',
    update: 'the company\'s reviewers and HR (the review), never of a workflow they created or a document they uploaded',
    delete: 'users with canRemoveSalaryWorkflowDocument, for documents they read',
  },
  // First versions, corrections and replies alike.
  create: payroll,
  // Documents the caller reads (the item comes through the read filter), with the right that removes them.
  delete: ({ scope }) => mayRemoveWorkflowDocument(scope),
  /** `item` carries the workflow's companyId and workflowCreatedById besides the document's columns. */
  update: (args) => {
    if (!mayReviewWorkflowDocument(args.scope, String(args.item.companyId))) return false;
    const own = callers(args);
    return own.includes(String(args.item.createdById)) || own.includes(String(args.item.workflowCreatedById)) ? 'SELF_REVIEW' : true;
  },
};
