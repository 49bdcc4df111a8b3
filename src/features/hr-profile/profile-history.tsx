import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Text, Timeline, Title } from '@mantine/core';
import { useState } from 'react';
import type { HrProfileData } from '@/domain/hr-profile-fields';
import { formatDate } from '@/lib/i18n';
import { ChangeList } from './change-list';
import type { ProfileHistoryEntry } from './hr-profile-query';
import { completeProfile, diffProfiles } from './profile-edits';

type Props = { history: ProfileHistoryEntry[]; current: HrProfileData; onRestore: (data: unknown) => void };

/**
 * The saved versions, newest first (spec §4: stepping back and forward through history versions):
 * who saved each, when, and which fields it changed (old → new). One version is selected at a time;
 * it is compared with the form and can be restored into it.
 */
export function ProfileHistory({ history, current, onRestore }: Props) {
  const { t } = useLingui();
  const [selected, setSelected] = useState(0);
  if (history.length === 0) {
    return (
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="profile-history-title">
        <Title order={2} size="h4" id="profile-history-title">
          <Trans>History</Trans>
        </Title>
        <Text size="sm" c="dimmed" mt="xs">
          <Trans>No earlier versions yet: the history starts with the first saved change.</Trans>
        </Text>
      </Paper>
    );
  }
  const index = Math.min(selected, history.length - 1);
  const version = history[index]!;
  const differences = diffProfiles(completeProfile(version.data), current);
  const who = (entry: ProfileHistoryEntry) => entry.changedByName ?? t`Before the history began`;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="profile-history-title">
      <Title order={2} size="h4" id="profile-history-title" mb="sm">
        <Trans>History</Trans>
      </Title>
      <Stack gap="sm">
        <Group gap="xs" justify="space-between" wrap="nowrap">
          <Button variant="default" mih={44} disabled={index >= history.length - 1} onClick={() => setSelected(index + 1)}>
            <Trans>Older</Trans>
          </Button>
          <Text size="sm" role="status" ta="center">
            <Trans>
              Version {history.length - index} of {history.length}
            </Trans>
          </Text>
          <Button variant="default" mih={44} disabled={index === 0} onClick={() => setSelected(index - 1)}>
            <Trans>Newer</Trans>
          </Button>
        </Group>
        <Paper bg="gray.0" p="sm" radius="sm" aria-label={t`Selected version compared with the form`} role="region">
          <Text size="sm" fw={600}>
            {/* The first version was recorded before anyone's edits were: nobody "saved" it. */}
            {version.changedByName ? (
              <Trans>
                Saved by {version.changedByName} on {formatDate(version.createdAt, 'dateTime')}
              </Trans>
            ) : (
              <Trans>The profile as it was when its history began, on {formatDate(version.createdAt, 'dateTime')}</Trans>
            )}
          </Text>
          {differences.length === 0 ? (
            <Text size="sm" mt={4}>
              <Trans>The form holds exactly this version.</Trans>
            </Text>
          ) : (
            <>
              <Text size="sm" mt={4}>
                <Trans>Differences between this version and the form (version → form):</Trans>
              </Text>
              <ChangeList changes={differences} />
              <Button mt="sm" mih={44} onClick={() => onRestore(version.data)}>
                <Trans>Restore this version into the form</Trans>
              </Button>
            </>
          )}
        </Paper>
        <Timeline active={index} bulletSize={18} lineWidth={2}>
          {history.map((entry, i) => {
            const older = history[i + 1];
            const changes = older ? diffProfiles(completeProfile(older.data), completeProfile(entry.data)) : [];
            return (
              <Timeline.Item
                key={entry.id}
                aria-current={i === index ? 'step' : undefined}
                title={
                  // A version saved by someone with a long name wraps on a narrow phone rather than push the page sideways.
                  <Button variant="subtle" size="compact-sm" mih={44} h="auto" px={4} styles={{ label: { whiteSpace: 'normal', textAlign: 'start' } }} onClick={() => setSelected(i)}>
                    {formatDate(entry.createdAt, 'dateTime')} · {who(entry)}
                  </Button>
                }
              >
                {older ? <ChangeList changes={changes} /> : <Text size="xs" c="dimmed">{t`The earliest version kept.`}</Text>}
              </Timeline.Item>
            );
          })}
        </Timeline>
      </Stack>
    </Paper>
  );
}
