import { useLingui } from '@lingui/react/macro';
import { Anchor, Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { LazyInlineDocument } from '@/components/document-viewer';

/**
 * A version's PDF in the portal's own viewer (pdf.js, issue #44), in the page: the same pages,
 * zoom, download and offline copy as everywhere else, also on phones, whose browsers have no PDF
 * viewer to frame. It loads the signed link the workflow gave, as the download does.
 *
 * The viewer keeps the link it was opened with: every refetch of the workflow (a review, a focus)
 * signs the file's link anew, and following it would reload each open viewer, losing the reader's
 * place. Reopening the preview takes the fresh link (signed links expire after a few minutes).
 */
export function DocumentPreview({ url, filename, initiallyOpen }: { url: string; filename: string; initiallyOpen: boolean }) {
  const { t } = useLingui();
  const [shownUrl, setShownUrl] = useState<string | null>(initiallyOpen ? url : null);
  const open = shownUrl !== null;
  return (
    <Stack gap="xs">
      <Group gap="sm" wrap="wrap">
        <Button variant="default" size="compact-md" mih={44} onClick={() => setShownUrl(open ? null : url)} aria-expanded={open} aria-label={open ? t`Hide preview of ${filename}` : t`Show preview of ${filename}`}>
          {open ? t`Hide preview` : t`Show preview`}
        </Button>
        <Anchor href={url} download={filename} style={{ overflowWrap: 'anywhere' }}>
          {t`Download ${filename}`}
        </Anchor>
      </Group>
      {shownUrl !== null ? <LazyInlineDocument url={shownUrl} filename={filename} label={t`Preview of ${filename}`} /> : null}
    </Stack>
  );
}
