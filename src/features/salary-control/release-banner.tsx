import { useLingui } from '@lingui/react/macro';
import { Alert } from '@mantine/core';
import { formatDate } from '@/lib/i18n';
import type { WorkflowDetail } from './api/workflow-query';

/** The release gate, shown: released (who, when), or reopened by a later upload. */
export function ReleaseBanner({ workflow }: { workflow: WorkflowDetail }) {
  const { t } = useLingui();
  if (!workflow.releasedAt) return null;
  const who = workflow.releasedByName ?? '';
  const releasedOn = formatDate(workflow.releasedAt, 'dateTime');
  if (workflow.reopenedAt) {
    const reopenedOn = formatDate(workflow.reopenedAt, 'dateTime');
    return (
      <Alert color="orange" variant="outline" title={t`Reopened on ${reopenedOn}`} c="gray.9">
        {t`Released by ${who} on ${releasedOn}; new documents since then need a review.`}
      </Alert>
    );
  }
  return (
    <Alert color="green" variant="outline" title={t`Released`} c="gray.9">
      {t`Every document approved. Released by ${who} on ${releasedOn}.`}
    </Alert>
  );
}
