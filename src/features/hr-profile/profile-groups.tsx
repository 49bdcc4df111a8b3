import { Paper, SimpleGrid, Title } from '@mantine/core';
import { HR_PROFILE_GROUPS } from '@/domain/hr-profile-fields';
import { ProfileField } from './profile-field';
import type { ProfileEditor } from './use-profile-editor';
import { useProfileLabels } from './use-profile-labels';

/** The six groups of fields (decisions.md "HR profile"), one column on phones, two on wider screens. */
export function ProfileGroups({ editor, showAllErrors }: { editor: ProfileEditor; showAllErrors: boolean }) {
  const { groupLabel, problemText } = useProfileLabels();
  const changed = new Set(editor.changes.map((c) => c.path));
  const errorOf = (path: string) => {
    const error = editor.errors.find((e) => e.path === path);
    // A field's error shows once it was changed, or for every field after a save attempt.
    if (!error || (!showAllErrors && !changed.has(path))) return null;
    return problemText(error);
  };
  return (
    <>
      {HR_PROFILE_GROUPS.map((group) => (
        <Paper key={group.key} component="section" withBorder p="md" radius="md" aria-labelledby={`profile-group-${group.key}`}>
          <Title order={2} size="h4" mb="sm" id={`profile-group-${group.key}`}>
            {groupLabel(group.key)}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {group.fields.map((field) => {
              const path = `${group.key}.${field.key}`;
              return (
                <ProfileField
                  key={path}
                  path={path}
                  field={field}
                  value={editor.edits.values[group.key][field.key] ?? null}
                  error={errorOf(path)}
                  changed={changed.has(path)}
                  onChange={(value) => editor.edit(path, value)}
                />
              );
            })}
          </SimpleGrid>
        </Paper>
      ))}
    </>
  );
}
