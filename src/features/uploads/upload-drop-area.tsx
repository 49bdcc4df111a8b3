import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { useLingui } from '@lingui/react/macro';

// The drop target (files or whole folders). No `accept` filter on purpose: staging checks the bytes
// and names every refused file, which a silent MIME filter would not. Kinds that take photos add a
// button that opens the phone's camera.

type Props = { label: string; hint: string; disabled: boolean; loading: boolean; capture?: boolean; onFiles: (files: File[]) => void };

export function UploadDropArea({ label, hint, disabled, loading, capture = false, onFiles }: Props) {
  const { t } = useLingui();
  return (
    <Stack gap="xs">
      <Dropzone onDrop={onFiles} multiple disabled={disabled} loading={loading} inputProps={{ 'aria-label': label, disabled }}>
        <Group justify="center" mih={100} style={{ pointerEvents: 'none' }}>
          <Stack gap={4} align="center">
            <Text size="lg" ta="center">{label}</Text>
            <Text size="sm" c="dimmed" ta="center">
              {hint}
            </Text>
          </Stack>
        </Group>
      </Dropzone>
      {capture && (
        <Group>
          <FileButton onChange={(files) => files.length > 0 && onFiles(files)} accept="image/*" capture="environment" multiple disabled={disabled}>
            {(props) => <Button variant="light" {...props}>{t`Take photos`}</Button>}
          </FileButton>
        </Group>
      )}
    </Stack>
  );
}
