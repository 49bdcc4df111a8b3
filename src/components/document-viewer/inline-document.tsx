import { Box } from '@mantine/core';
import { ViewerBody } from './viewer-body';

/**
 * The viewer in the page itself, not in a dialog: salary control shows each version's document
 * where the reviewer compares them. Same pages, zoom, download and offline copy as the dialog.
 */
export default function InlineDocument({ url, filename, label }: { url: string; filename: string; label: string }) {
  return (
    <Box role="group" aria-label={label} h={{ base: 420, sm: 600 }} p={4} style={{ display: 'flex', flexDirection: 'column', border: '1px solid var(--mantine-color-gray-4)', borderRadius: 4 }}>
      <ViewerBody url={url} filename={filename} />
    </Box>
  );
}
