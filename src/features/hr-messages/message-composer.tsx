import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, CloseButton, FileButton, Group, Text, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { HR_MESSAGE_MAX_LENGTH } from '@/domain/hr-messages';
import { sniffFileType } from '@/lib/upload-queue';
import { useMessageOutbox } from './outbox-context';

const ACCEPT = 'application/pdf,image/jpeg,image/png';

/**
 * The text box under a thread. A message goes to the outbox (docs/decisions/messages.md, "Message outbox"), which
 * sends it now or, offline, when the connection returns; so the box empties at once either way.
 */
export function MessageComposer({ employeeId }: { employeeId: string }) {
  const { t } = useLingui();
  const outbox = useMessageOutbox();
  const [body, setBody] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const tooLong = body.length > HR_MESSAGE_MAX_LENGTH;
  const empty = !body.trim() && !file;

  async function choose(chosen: File | null) {
    setProblem(null);
    if (!chosen) return;
    // The API accepts files by their leading bytes: say so now rather than after sending.
    if ((await sniffFileType(chosen)) === null) {
      setProblem(t`Only PDF, JPEG or PNG files can be attached.`);
      return;
    }
    setFile(chosen);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (empty || tooLong || !outbox) return;
    setBusy(true);
    try {
      await outbox.add({ employeeId, body: body.trim(), attachment: file ? { blob: file, fileName: file.name } : null });
      setBody('');
      setFile(null);
    } catch {
      setProblem(t`The message could not be kept on this device. Free some space and try again.`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)}>
      <Textarea
        label={t`Your message`}
        value={body}
        onChange={(event) => setBody(event.currentTarget.value)}
        autosize
        minRows={3}
        maxRows={10}
        error={tooLong ? t`A message can have at most ${HR_MESSAGE_MAX_LENGTH} characters.` : undefined}
      />
      {file ? (
        <Group gap="xs" mt="xs" wrap="nowrap">
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            <Trans>Attached: {file.name}</Trans>
          </Text>
          <CloseButton size="lg" aria-label={t`Remove the attachment ${file.name}`} onClick={() => setFile(null)} />
        </Group>
      ) : null}
      {problem ? (
        <Alert color="red" mt="sm" role="alert">
          {problem}
        </Alert>
      ) : null}
      <Group justify="space-between" mt="sm" gap="xs">
        <Group gap="xs">
          {/* Each button opens a hidden file input, named like its button: pa11y's engine (HTML_CodeSniffer)
              requires every file input to have a name, hidden or not. */}
          <FileButton onChange={(chosen) => void choose(chosen)} accept={ACCEPT} inputProps={{ 'aria-label': t`Attach a file` }}>
            {(props) => (
              <Button {...props} variant="default" mih={44}>
                <Trans>Attach a file</Trans>
              </Button>
            )}
          </FileButton>
          {/* On phones this opens the camera directly; desktop browsers ignore `capture` and show a file picker. */}
          <FileButton onChange={(chosen) => void choose(chosen)} accept="image/jpeg,image/png" capture="environment" inputProps={{ 'aria-label': t`Take a photo` }}>
            {(props) => (
              <Button {...props} variant="default" mih={44}>
                <Trans>Take a photo</Trans>
              </Button>
            )}
          </FileButton>
        </Group>
        <Button type="submit" mih={44} loading={busy} disabled={empty || tooLong || !outbox}>
          <Trans>Send</Trans>
        </Button>
      </Group>
    </form>
  );
}
