import { Stack } from '@mantine/core';
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
};

/**
 * The in-app viewer (issue #44): the whole screen on a phone, a large dialog elsewhere. Loaded on
 * demand with pdf.js (lazy-document-viewer.tsx). Each document gets a fresh body (zoom, page
 * count), so a reviewer's next document starts fitted to the width.
 */
export default function DocumentViewerDialog({ file, onClose, actions }: DocumentViewerDialogProps) {
  // Read at once, not after a first render: a phone must not see the dialog jump to full screen.
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  return (
    <Dialog
      opened={file !== null}
      onClose={onClose}
      title={file?.filename}
      fullScreen={phone}
      size="xl"
      styles={{
        title: { overflowWrap: 'anywhere', fontWeight: 600 },
        content: { display: 'flex', flexDirection: 'column', height: phone ? '100dvh' : 'calc(100dvh - 10dvh)' },
        body: { flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column', paddingBottom: 'var(--mantine-spacing-sm)' },
      }}
    >
      {file ? (
        <Stack gap="xs" style={{ flex: 1, minHeight: 0 }}>
          {actions}
          <ViewerBody key={fileOf(file.url)} url={file.url} filename={file.filename} />
        </Stack>
      ) : null}
    </Dialog>
  );
}
