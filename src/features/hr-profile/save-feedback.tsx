import { Trans } from '@lingui/react/macro';
import { Alert, Button, Text } from '@mantine/core';
import { ChangeList } from './change-list';
import type { FieldChange } from './profile-edits';

export type SaveFeedback = { kind: 'saved'; text: string } | { kind: 'refused' | 'offline' | 'failed'; lines: string[] };

/** What the last save said: saved, refused with the API's or the form's reasons, or not sent. */
export function SaveFeedbackAlert({ feedback }: { feedback: SaveFeedback | null }) {
  if (!feedback) return null;
  if (feedback.kind === 'saved') {
    return (
      <Alert color="green" role="status">
        {feedback.text}
      </Alert>
    );
  }
  return (
    <Alert color={feedback.kind === 'offline' ? 'yellow' : 'red'} role="alert">
      {feedback.lines.map((line) => (
        <Text key={line} size="sm">
          {line}
        </Text>
      ))}
    </Alert>
  );
}

/** After a stale save: what the other person changed, while the user's own edits stay in the form. */
export function TheirChangesAlert({ changes, onDismiss }: { changes: FieldChange[]; onDismiss: () => void }) {
  if (changes.length === 0) return null;
  return (
    <Alert color="orange" role="region" aria-labelledby="their-changes-title">
      <Text fw={600} size="sm" id="their-changes-title">
        <Trans>Changed by someone else since you opened the profile (their old value → their new value):</Trans>
      </Text>
      <ChangeList changes={changes} />
      <Text size="sm" mt="xs">
        <Trans>Your own changes are still in the form. Check them against the above, then save again.</Trans>
      </Text>
      <Button variant="default" size="compact-sm" mih={44} mt="xs" onClick={onDismiss}>
        <Trans>Understood</Trans>
      </Button>
    </Alert>
  );
}
