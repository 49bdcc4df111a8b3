import { useLingui } from '@lingui/react/macro';
import { Button, Group, List, Text } from '@mantine/core';
import type { FieldChange } from './profile-edits';
import { useProfileLabels } from './use-profile-labels';

/** Field changes as 'Label: old → new' lines, each with an optional action (e.g. undo this one). */
export function ChangeList({ changes, onRevert }: { changes: FieldChange[]; onRevert?: (path: string) => void }) {
  const { t } = useLingui();
  const { fieldLabel, valueText } = useProfileLabels();
  return (
    <List spacing="xs" listStyleType="none" ml={0} pl={0}>
      {changes.map((change) => (
        <List.Item key={change.path}>
          <Group gap="xs" wrap="nowrap" justify="space-between">
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              <Text span fw={600} size="sm">
                {fieldLabel(change.path)}
              </Text>
              {': '}
              {valueText(change.path, change.before)} → {valueText(change.path, change.after)}
            </Text>
            {onRevert ? (
              <Button variant="subtle" size="compact-sm" miw={44} mih={44} style={{ flexShrink: 0 }} onClick={() => onRevert(change.path)} aria-label={t`Undo the change of ${fieldLabel(change.path)}`}>
                {t`Undo`}
              </Button>
            ) : null}
          </Group>
        </List.Item>
      ))}
    </List>
  );
}
