import { useLingui } from '@lingui/react/macro';
import { Badge } from '@mantine/core';
import type { WorkflowDocumentStatus, WorkflowStatus } from '@/domain/enums';
import { documentStatusColors, documentStatusLabels, workflowStatusColors, workflowStatusLabels } from './labels';

export function WorkflowStatusBadge({ status }: { status: WorkflowStatus }) {
  const { i18n } = useLingui();
  return (
    <Badge variant="filled" color={workflowStatusColors[status]}>
      {i18n._(workflowStatusLabels[status])}
    </Badge>
  );
}

export function DocumentStatusBadge({ status }: { status: WorkflowDocumentStatus }) {
  const { i18n } = useLingui();
  return (
    <Badge variant="filled" color={documentStatusColors[status]}>
      {i18n._(documentStatusLabels[status])}
    </Badge>
  );
}
