import type { WorkflowDocumentStatus, WorkflowStatus } from '@/domain/enums';

export { WORKFLOW_STATUS_WORDS as workflowStatusLabels, WORKFLOW_DOCUMENT_STATUS_WORDS as documentStatusLabels } from '@/lib/i18n/workflow-status-words';

// The status values of src/domain/enums.ts as the screens name (src/lib/i18n/workflow-status-words.ts,
// shared with the record inspection) and colour them. Colours are dark shades under white text, for AA
// contrast.

// Mantine's darkest green (green.9, 4.37:1 on white) misses AA for small badge text; teal.9 is 5.0:1.

export const workflowStatusColors: Record<WorkflowStatus, string> = {
  open: 'gray.8',
  in_review: 'blue.9',
  changes_requested: 'red.9',
  approved: 'teal.9',
};

export const documentStatusColors: Record<WorkflowDocumentStatus, string> = {
  pending: 'gray.8',
  approved: 'teal.9',
  rejected: 'red.9',
};
