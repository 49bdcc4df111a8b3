import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { WorkflowDocumentStatus, WorkflowStatus } from '@/domain/enums';

// A salary control's status and its documents' in words, for the screens and the record inspection
// alike (apart from value-words.ts, to keep the others out of the dashboard's first load).

export const WORKFLOW_STATUS_WORDS: Record<WorkflowStatus, MessageDescriptor> = {
  open: msg`Open`,
  in_review: msg`In review`,
  changes_requested: msg`Changes requested`,
  approved: msg`Released`,
};

export const WORKFLOW_DOCUMENT_STATUS_WORDS: Record<WorkflowDocumentStatus, MessageDescriptor> = {
  pending: msg`Waiting for review`,
  approved: msg`Approved`,
  rejected: msg`Rejected`,
};
