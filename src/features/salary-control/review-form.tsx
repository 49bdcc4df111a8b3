import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { ReviewDecision } from '@/domain/enums';
import { errorMessage } from '@/lib/graphql';
import { useReviewDocument } from './api/review-document';

/**
 * Approve, or reject with feedback (required, and the API refuses a rejection without it too).
 * On failure the typed feedback stays, with 'Error during review submission' (spec §8) and why.
 */
export function ReviewForm({ workflowId, documentId, version, name, onReviewed }: {
  workflowId: string;
  documentId: string;
  version: number;
  name: string;
  /** After the API took the decision: the page moves the reviewer on to the next document waiting. */
  onReviewed?: () => void;
}) {
  const { t } = useLingui();
  const review = useReviewDocument(workflowId);
  const [feedback, setFeedback] = useState('');
  const [missingFeedback, setMissingFeedback] = useState(false);

  function submit(status: ReviewDecision) {
    if (status === 'rejected' && feedback.trim() === '') {
      setMissingFeedback(true);
      return;
    }
    setMissingFeedback(false);
    review.mutate({ id: documentId, status, feedback, expectedVersion: version }, {
        onSuccess: () => {
          setFeedback('');
          onReviewed?.();
        },
      });
  }

  return (
    <Stack gap="xs">
      <Textarea
        label={t`Feedback on ${name}`}
        description={t`Required to reject.`}
        value={feedback}
        onChange={(event) => setFeedback(event.currentTarget.value)}
        error={missingFeedback ? t`Feedback is required to reject a document` : undefined}
        autosize
        minRows={2}
        maxLength={2000}
      />
      {review.isError ? (
        <Alert color="red" role="alert" title={t`Error during review submission`}>
          {errorMessage(review.error)}
        </Alert>
      ) : null}
      <Group gap="sm">
        <Button color="teal.9" mih={44} loading={review.isPending} onClick={() => submit('approved')} aria-label={t`Approve ${name}`}>
          {t`Approve`}
        </Button>
        <Button color="red.9" mih={44} loading={review.isPending} onClick={() => submit('rejected')} aria-label={t`Reject ${name}`}>
          {t`Reject`}
        </Button>
      </Group>
    </Stack>
  );
}
