import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { WorkflowDocumentStatus, WorkflowStatus } from '@/domain/enums';

// The status values of src/domain/enums.ts as the screens name and colour them. Colours are dark
// shades under white text, for AA contrast.

export const workflowStatusLabels: Record<WorkflowStatus, MessageDescriptor> = {
  open: msg`Open`,
  in_review: msg`In review`,
  changes_requested: msg`Changes requested`,
  approved: msg`Released`,
};
// Mantine's darkest green (green.9, 4.37:1 on white) misses AA for small badge text; teal.9 is 5.0:1.

export const workflowStatusColors: Record<WorkflowStatus, string> = {
  open: 'gray.8',
  in_review: 'blue.9',
  changes_requested: 'red.9',
  approved: 'teal.9',
};

export const documentStatusLabels: Record<WorkflowDocumentStatus, MessageDescriptor> = {
  pending: msg`Waiting for review`,
  approved: msg`Approved`,
  rejected: msg`Rejected`,
};

export const documentStatusColors: Record<WorkflowDocumentStatus, string> = {
  pending: 'gray.8',
  approved: 'teal.9',
  rejected: 'red.9',
};
