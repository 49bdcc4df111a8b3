import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { errorMessage, isNetworkError } from '@/lib/graphql';
import { ChangeList } from './change-list';
import type { HrProfileRecord } from './hr-profile-query';
import { LeaveGuard } from './leave-guard';
import { ProfileActions } from './profile-actions';
import { ProfileGroups } from './profile-groups';
import { ProfileHistory } from './profile-history';
import { ANSWERS } from './profile-messages';
import { SaveFeedbackAlert, TheirChangesAlert, type SaveFeedback } from './save-feedback';
import { useSaveHrProfile } from './update-hr-profile';
import { useProfileEditor } from './use-profile-editor';
import { useProfileLabels } from './use-profile-labels';

/** The editor of one employee's HR profile: groups, unsaved changes, save, history. */
export function HrProfileEditor({ userId, record }: { userId: string; record: HrProfileRecord }) {
  const { t, i18n } = useLingui();
  const editor = useProfileEditor(userId, record);
  const save = useSaveHrProfile(editor.savedAs);
  const { errorText } = useProfileLabels();
  const [feedback, setFeedback] = useState<SaveFeedback | null>(null);
  const [showAllErrors, setShowAllErrors] = useState(false);

  const onSave = async () => {
    setShowAllErrors(true);
    if (editor.errors.length > 0) {
      setFeedback({ kind: 'refused', lines: editor.errors.map(errorText) });
      return;
    }
    try {
      const answer = await save.mutateAsync({ employeeId: record.id, data: editor.edits.values, expectedVersion: editor.edits.baseVersion });
      // Spec §8: a result with an error flag shows its message (the API's, in the user's language).
      setFeedback(answer.error ? { kind: 'refused', lines: (answer.message ?? '').split('\n') } : { kind: 'saved', text: i18n._(ANSWERS.saved) });
      if (!answer.error) setShowAllErrors(false);
    } catch (error) {
      setFeedback(
        isNetworkError(error)
          ? { kind: 'offline', lines: [t`You are offline. Your changes are kept on this device; save again when you are back online.`] }
          : { kind: 'failed', lines: [errorMessage(error)] },
      );
    }
  };

  return (
    <Stack gap="md" pb="md">
      <LeaveGuard dirty={editor.changes.length > 0} />
      <TheirChangesAlert changes={editor.theirChanges} onDismiss={editor.dismissTheirChanges} />
      {editor.draftKept ? null : (
        <Alert color="yellow" role="alert">
          <Trans>This device could not keep your unsaved changes (its storage is full or disabled). Save them before leaving.</Trans>
        </Alert>
      )}
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="unsaved-changes-title">
        <Title order={2} size="h4" id="unsaved-changes-title">
          <Trans>Unsaved changes</Trans>
        </Title>
        {editor.changes.length === 0 ? (
          <Text size="sm" c="dimmed" mt="xs">
            <Trans>None. Every value below is saved.</Trans>
          </Text>
        ) : (
          <>
            <Text size="sm" mt="xs">
              <Trans>Kept on this device until you save them (saved value → your value):</Trans>
            </Text>
            <ChangeList changes={editor.changes} onRevert={editor.revert} />
            <Button variant="subtle" color="red" mih={44} mt="xs" onClick={editor.discard}>
              <Trans>Discard all changes</Trans>
            </Button>
          </>
        )}
      </Paper>
      <SaveFeedbackAlert feedback={feedback} />
      <ProfileActions editor={editor} saving={save.isPending} onSave={() => void onSave()} />
      <ProfileGroups editor={editor} showAllErrors={showAllErrors} />
      <ProfileHistory history={record.profileHistory} current={editor.edits.values} onRestore={editor.restore} />
    </Stack>
  );
}
