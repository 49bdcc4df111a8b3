import { useLingui } from '@lingui/react/macro';
import { Anchor, Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { LazyInlineDocument } from '@/components/document-viewer';

/**
 * A version's PDF in the portal's own viewer (pdf.js, issue #44), in the page: the same pages,
 * zoom, download and offline copy as everywhere else, also on phones, whose browsers have no PDF
 * viewer to frame. It loads the signed link the workflow gave, as the download does.
 *
 * Every refetch of the workflow (a review, a focus) signs the file's link anew: the viewer loads a
 * stored file once (use-document-bytes.ts), so an open preview keeps the reader's place, and
 * reopening it takes the fresh link (signed links expire after a few minutes).
 */
export function DocumentPreview({ url, filename, initiallyOpen }: { url: string; filename: string; initiallyOpen: boolean }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <Stack gap="xs">
      <Group gap="sm" wrap="wrap">
        <Button variant="default" size="compact-md" mih={44} onClick={() => setOpen(!open)} aria-expanded={open} aria-label={open ? t`Hide preview of ${filename}` : t`Show preview of ${filename}`}>
          {open ? t`Hide preview` : t`Show preview`}
        </Button>
        <Anchor href={url} download={filename} style={{ overflowWrap: 'anywhere' }}>
          {t`Download ${filename}`}
        </Anchor>
      </Group>
      {open ? <LazyInlineDocument url={url} filename={filename} label={t`Preview of ${filename}`} /> : null}
    </Stack>
  );
}
