import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper } from '@mantine/core';
import type { ProfileEditor } from './use-profile-editor';

/**
 * Undo, redo and save, in a bar stuck to the bottom of the screen: on a phone they stay under the
 * thumb while the form scrolls (one-handed use). On a narrow phone, in German, the three no longer
 * fit one line: save wraps below instead of any label being cut ("Gespe…", issue #44).
 */
export function ProfileActions({ editor, saving, onSave }: { editor: ProfileEditor; saving: boolean; onSave: () => void }) {
  const { t } = useLingui();
  const count = editor.changes.length;
  return (
    <Paper withBorder shadow="sm" p="xs" radius="md" pos="sticky" bottom={8} style={{ zIndex: 5 }} role="toolbar" aria-label={t`Profile actions`}>
      <Group gap="xs" justify="space-between" wrap="wrap">
        <Group gap="xs" wrap="nowrap">
          <Button variant="default" mih={44} disabled={editor.edits.past.length === 0} onClick={editor.undo}>
            <Trans>Undo</Trans>
          </Button>
          <Button variant="default" mih={44} disabled={editor.edits.future.length === 0} onClick={editor.redo}>
            <Trans>Redo</Trans>
          </Button>
        </Group>
        <Button mih={44} style={{ flexShrink: 0 }} loading={saving} disabled={count === 0} onClick={onSave}>
          {count === 0 ? <Trans>Saved</Trans> : <Plural value={count} one="Save # change" other="Save # changes" />}
        </Button>
      </Group>
    </Paper>
  );
}
