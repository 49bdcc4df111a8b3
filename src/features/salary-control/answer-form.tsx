import { useLingui } from '@lingui/react/macro';
import { Alert, Button, FileInput, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '@/lib/graphql';
import { useReplyDocument } from './api/reply-document';
import type { DocumentUploader } from './document-uploader';
import { UnsentList } from './unsent-list';

type Props = {
  workflowId: string;
  uploader: DocumentUploader;
  /** The version being answered; null adds a new document to the workflow. */
  replacesId: string | null;
  name: string;
};

/**
 * The payroll staff's answer to a rejection — a corrected file through the upload queue (retried
 * until it is on the server, even after a reload), or a reply in words without a file — or, with
 * no version to answer, further documents for the workflow.
 */
export function AnswerForm({ workflowId, uploader, replacesId, name }: Props) {
  const { t } = useLingui();
  const reply = useReplyDocument(workflowId);
  const [files, setFiles] = useState<File[]>([]);
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const correcting = replacesId !== null;

  async function submit() {
    setProblem(null);
    if (files.length > 0) {
      const refused = await uploader.send(files, { replaces: replacesId, feedbackFg: comment.trim() });
      const refusedNames = refused.join(', ');
      if (refused.length > 0) setProblem(t`Not a PDF or already being sent: ${refusedNames}`);
      setFiles([]);
      setComment('');
    } else if (correcting && comment.trim() !== '') {
      reply.mutate({ workflowId, replacesId, feedbackFg: comment.trim(), uploadKey: `reply:${crypto.randomUUID()}` }, { onSuccess: () => setComment('') });
    } else {
      setProblem(correcting ? t`Choose a corrected PDF or write a reply` : t`Choose at least one PDF`);
    }
  }

  const unsent = uploader.pending.filter((p) => p.replaces === replacesId);
  const fileLabel = correcting ? t`Corrected PDF for ${name} (optional)` : t`Further PDF documents`;
  return (
    <Stack gap="xs">
      {/* The button and its hidden file input carry the label's words too: pa11y's engine
          (HTML_CodeSniffer) names a button only by its own text or aria-label, not a <label>. */}
      <FileInput
        label={fileLabel}
        aria-label={fileLabel}
        fileInputProps={{ 'aria-label': fileLabel }}
        accept="application/pdf"
        multiple={!correcting}
        value={files}
        onChange={(value) => setFiles(value === null ? [] : Array.isArray(value) ? value : [value])}
        clearable
      />
      <Textarea label={correcting ? t`Reply to the feedback on ${name}` : t`Comment for the reviewers`} value={comment} onChange={(e) => setComment(e.currentTarget.value)} autosize minRows={2} maxLength={2000} />
      {problem ? <Text c="red.9" role="alert">{problem}</Text> : null}
      {reply.isError ? (
        <Alert color="red" role="alert" title={t`The reply was not sent`}>
          {errorMessage(reply.error)}
        </Alert>
      ) : null}
      <Button mih={44} w="fit-content" loading={reply.isPending} onClick={() => void submit()}>
        {correcting ? t`Send correction` : t`Add documents`}
      </Button>
      <UnsentList unsent={unsent} />
    </Stack>
  );
}
