import { Group, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';

// The drop target. No `accept` filter on purpose: staging checks the bytes and names every refused
// file, which a silent MIME filter would not.

export function UploadDropArea({ label, hint, disabled, loading, onFiles }: { label: string; hint: string; disabled: boolean; loading: boolean; onFiles: (files: File[]) => void }) {
  return (
    <Dropzone onDrop={onFiles} multiple disabled={disabled} loading={loading} inputProps={{ 'aria-label': label, disabled }}>
      <Group justify="center" mih={100} style={{ pointerEvents: 'none' }}>
        <Stack gap={4} align="center">
          <Text size="lg">{label}</Text>
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        </Stack>
      </Group>
    </Dropzone>
  );
}
