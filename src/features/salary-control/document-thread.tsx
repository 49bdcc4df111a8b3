import { useLingui } from '@lingui/react/macro';
import { Card, Stack } from '@mantine/core';
import type { WorkflowDocumentVersion } from './api/workflow-query';
import { AnswerForm } from './answer-form';
import type { DocumentUploader } from './document-uploader';
import { RemoveButton } from './remove-button';
import { ReviewForm } from './review-form';
import { ReviewEntry, ThreadTitle, UploadEntry } from './version-entries';

export type WorkflowPermissions = { review: boolean; upload: boolean; remove: boolean };

type Props = {
  workflowId: string;
  versions: WorkflowDocumentVersion[];
  number: number;
  can: WorkflowPermissions;
  uploader: DocumentUploader | null;
  /** The section's id, for the page to move the reviewer to it. */
  id?: string;
  /** After a review of the latest version was taken. */
  onReviewed?: () => void;
};

/** One document and its versions, top to bottom, then what the user may do with the latest one. */
export function DocumentThread({ workflowId, versions, number, can, uploader, id, onReviewed }: Props) {
  const { t } = useLingui();
  const current = versions[versions.length - 1];
  if (!current) return null;
  const name = versions.find((v) => v.document)?.document?.filename ?? t`Document ${number}`;
  return (
    // tabIndex -1: the page focuses it when the reviewer moves on to it (not a stop of the Tab key).
    <Card withBorder radius="md" padding="md" component="section" aria-label={name} id={id} tabIndex={id ? -1 : undefined}>
      <Stack gap="sm">
        <ThreadTitle name={name} status={current.status} />
        {versions.map((version, i) => (
          <Stack key={version.id} gap="xs">
            <UploadEntry version={version} number={i + 1} current={version === current} />
            <ReviewEntry version={version} />
            {can.remove ? <RemoveButton workflowId={workflowId} documentId={version.id} name={version.document?.filename ?? name} /> : null}
          </Stack>
        ))}
        {can.review && current.status === 'pending' ? <ReviewForm workflowId={workflowId} documentId={current.id} version={current.version ?? 1} name={name} onReviewed={onReviewed} /> : null}
        {can.upload && uploader && current.status === 'rejected' ? <AnswerForm workflowId={workflowId} uploader={uploader} replacesId={current.id} name={name} /> : null}
      </Stack>
    </Card>
  );
}
