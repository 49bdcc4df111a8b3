import { Button, FileButton, Group, LoadingOverlay, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useDropzone } from 'react-dropzone';
import classes from './upload-drop-area.module.css';

// The drop target (files or whole folders: react-dropzone walks a dropped folder), also a button
// that opens the file dialog. No `accept` filter on purpose: staging checks the bytes and names
// every refused file, which a silent MIME filter would not. Kinds that take photos add a button
// that opens the phone's camera.

type Props = { label: string; hint: string; disabled: boolean; loading: boolean; capture?: boolean; onFiles: (files: File[]) => void };

export function UploadDropArea({ label, hint, disabled, loading, capture = false, onFiles }: Props) {
  const { t } = useLingui();
  const { getRootProps, getInputProps, isDragActive } = useDropzone({ onDrop: onFiles, multiple: true, disabled: disabled || loading });
  return (
    <Stack gap="xs">
      <div {...getRootProps({ className: classes.root })} data-dragging={isDragActive || undefined} data-disabled={disabled || loading || undefined}>
        <LoadingOverlay visible={loading} />
        <input {...getInputProps({ 'aria-label': label, disabled })} />
        <div className={classes.inner}>
          <Stack gap={4} align="center">
            <Text size="lg" ta="center">{label}</Text>
            <Text size="sm" c="dimmed" ta="center">
              {hint}
            </Text>
          </Stack>
        </div>
      </div>
      {capture && (
        <Group>
          {/* The button opens a hidden file input; it is named like the button too, because pa11y's
              engine (HTML_CodeSniffer) requires every file input to have a name, hidden or not. */}
          <FileButton onChange={(files) => files.length > 0 && onFiles(files)} accept="image/*" capture="environment" multiple disabled={disabled} inputProps={{ 'aria-label': t`Take photos` }}>
            {(props) => <Button variant="light" {...props}>{t`Take photos`}</Button>}
          </FileButton>
        </Group>
      )}
    </Stack>
  );
}
