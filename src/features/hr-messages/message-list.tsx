import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { OpenDocumentButton } from '@/components/document-viewer';
import type { HrMessageThreadQuery } from '@/gql/graphql';
import { formatDate } from '@/lib/i18n';
import { failureAsServerError, type OutboxFailure, type OutboxMessage } from '@/lib/message-outbox';
// The API's messages' texts, for refusals read back from the outbox after a reload (server-error-text.ts).
import '@/lib/api-message-texts';
import { serverErrorText } from '@/lib/server-error-text';
import { useMessageOutbox } from './outbox-context';

type Message = NonNullable<HrMessageThreadQuery['hrMessages']>[number];

const bodyStyle = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/**
 * The thread, oldest first, then the messages still waiting in this device's outbox. Bodies are
 * rendered as React text, so HTML or script in a message is shown as the characters it is, never run.
 */
export function MessageList({ messages, waiting }: { messages: readonly Message[]; waiting: readonly OutboxMessage[] }) {
  if (messages.length === 0 && waiting.length === 0) {
    return (
      <Text c="dimmed">
        <Trans>No messages yet. Write the first one below.</Trans>
      </Text>
    );
  }
  return (
    <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-live="polite">
      {messages.map((message) => (
        <Paper key={message.id} component="li" withBorder p="sm" radius="md" maw="85%" ml={message.isMine ? 'auto' : 0} bg={message.isMine ? 'var(--mantine-color-blue-light)' : undefined}>
          <Text size="sm" fw={600}>
            {message.isMine ? <Trans>You</Trans> : message.authorName}
            <Text span size="sm" c="dimmed" fw={400} ml="xs">
              {formatDate(message.createdAt, 'dateTime')}
            </Text>
          </Text>
          {message.body ? <Text style={bodyStyle}>{message.body}</Text> : null}
          {message.attachment ? <AttachmentLink filename={message.attachment.filename} url={message.attachment.url} /> : null}
        </Paper>
      ))}
      {waiting.map((message) => (
        <WaitingMessage key={message.uploadKey} message={message} />
      ))}
    </Stack>
  );
}

/** A message's file: read in the in-app viewer (View), like every other document, or downloaded. */
function AttachmentLink({ filename, url }: { filename: string | null | undefined; url: string | null | undefined }) {
  const { t } = useLingui();
  if (!url) return null;
  const name = filename ?? '';
  return (
    <Group gap="xs" wrap="wrap">
      <OpenDocumentButton url={url} filename={name} />
      {/* blue.9: Mantine's link blue has 4.1:1 on the light blue of one's own messages, under AA's 4.5:1. */}
      <Anchor href={url} download={name} size="sm" c="blue.9" mih={44} display="inline-flex" style={{ alignItems: 'center', overflowWrap: 'anywhere' }} aria-label={t`Download ${name}`}>
        {name}
      </Anchor>
    </Group>
  );
}

/** Why the API refused a message, in the user's language; its code and English message are for the logs (issue #44). */
function refusalText(i18n: I18n, failure: OutboxFailure | null): string {
  return serverErrorText(i18n, failureAsServerError(failure ?? { code: null, message: null }));
}

/** A message the API does not have yet: waiting for the connection, or refused with the API's reason in the user's language. */
function WaitingMessage({ message }: { message: OutboxMessage }) {
  const { t, i18n } = useLingui();
  const outbox = useMessageOutbox();
  const failed = message.state === 'failed';
  return (
    <Paper component="li" withBorder p="sm" radius="md" maw="85%" ml="auto" style={{ borderStyle: 'dashed' }}>
      <Text size="sm" fw={600}>
        <Trans>You</Trans>
        <Text span size="sm" c={failed ? 'red.9' : 'dimmed'} fw={400} ml="xs">
          {failed ? t`Not sent: ${refusalText(i18n, message.failure)}` : t`Waiting to be sent`}
        </Text>
      </Text>
      {message.body ? <Text style={bodyStyle}>{message.body}</Text> : null}
      {message.attachment ? (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {message.attachment.fileName}
        </Text>
      ) : null}
      {failed && outbox ? (
        <Group gap="xs" mt="xs">
          <Button size="compact-sm" mih={44} variant="default" onClick={() => void outbox.retry(message.uploadKey)}>
            <Trans>Try again</Trans>
          </Button>
          <Button size="compact-sm" mih={44} variant="outline" color="red" onClick={() => void outbox.discard(message.uploadKey)}>
            <Trans>Discard</Trans>
          </Button>
        </Group>
      ) : null}
    </Paper>
  );
}
