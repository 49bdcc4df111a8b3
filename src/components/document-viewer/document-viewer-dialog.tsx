import { Box, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { Dialog } from '@/components/dialog';
import { fileOf } from '@/lib/offline-documents';
import { ViewerBody } from './viewer-body';

export type ViewedFile = { url: string; filename: string };

export type DocumentViewerDialogProps = {
  /** The document on screen; null closes the viewer. */
  file: ViewedFile | null;
  onClose: () => void;
  /** What the page adds under the document's tools (the reviewer's approve and decline). */
  actions?: ReactNode;
  /**
   * What the page shows beside the document, to be checked against it (the fields read from an
   * invoice and their confirmation): beside it on a wide screen, below it on a narrower one.
   */
  aside?: ReactNode;
};

/** Wide enough for the document and an aside side by side (Mantine's md). */
const BESIDE = '(min-width: 62em)';

/**
 * The in-app viewer (issue #44): the whole screen on a phone, a large dialog elsewhere. Loaded on
 * demand with pdf.js (lazy-document-viewer.tsx). Each document gets a fresh body (zoom, page
 * count), so a reviewer's next document starts fitted to the width.
 */
export default function DocumentViewerDialog({ file, onClose, actions, aside }: DocumentViewerDialogProps) {
  // Read at once, not after a first render: a phone must not see the dialog jump to full screen.
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const beside = useMediaQuery(BESIDE, false, { getInitialValueInEffect: false });
  const body = file ? <ViewerBody key={fileOf(file.url)} url={file.url} filename={file.filename} /> : null;
  return (
    <Dialog
      opened={file !== null}
      onClose={onClose}
      title={file?.filename}
      fullScreen={phone}
      size={aside && beside ? 'min(96rem, 96vw)' : 'xl'}
      styles={{
        title: { overflowWrap: 'anywhere', fontWeight: 600 },
        content: { display: 'flex', flexDirection: 'column', height: phone ? '100dvh' : 'calc(100dvh - 10dvh)' },
        // Below the document, the aside scrolls with it in the dialog's body; beside it, each scrolls on its own.
        body: { flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column', paddingBottom: 'var(--mantine-spacing-sm)', overflowY: aside && !beside ? 'auto' : undefined },
      }}
    >
      {file ? (
        <Stack gap="xs" style={aside && !beside ? undefined : { flex: 1, minHeight: 0 }}>
          {actions}
          {!aside ? body : null}
          {aside && beside ? (
            <Box style={{ flex: 1, minHeight: 0, display: 'flex', gap: 'var(--mantine-spacing-md)' }}>
              <Box style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>{body}</Box>
              <Box w={400} style={{ flexShrink: 0, overflowY: 'auto', paddingInline: 4 }}>{aside}</Box>
            </Box>
          ) : null}
          {aside && !beside ? (
            <>
              {/* The document keeps most of the screen; the aside follows, reached by scrolling the dialog. */}
              <Box h="70dvh" style={{ flexShrink: 0, display: 'flex', flexDirection: 'column' }}>{body}</Box>
              {aside}
            </>
          ) : null}
        </Stack>
      ) : null}
    </Dialog>
  );
}
