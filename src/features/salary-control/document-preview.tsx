import { useLingui } from '@lingui/react/macro';
import { Anchor, Box, Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';

/**
 * The browser's own PDF viewer on the signed link (`inline=1`: the download route then sends it
 * inline, framable by our origin only). Where the browser has no viewer (most phones) the object
 * shows its fallback: the link.
 *
 * The viewer keeps the link it was opened with: every refetch of the workflow (a review, a focus)
 * signs the file's link anew, and following it would reload each open viewer, losing the reader's
 * place. Reopening the preview takes the fresh link (signed links expire after a few minutes).
 */
export function DocumentPreview({ url, filename, initiallyOpen }: { url: string; filename: string; initiallyOpen: boolean }) {
  const { t } = useLingui();
  const [shownUrl, setShownUrl] = useState<string | null>(initiallyOpen ? url : null);
  const open = shownUrl !== null;
  const link = (
    <Anchor href={url} download={filename} style={{ overflowWrap: 'anywhere' }}>
      {t`Download ${filename}`}
    </Anchor>
  );
  return (
    <Stack gap="xs">
      <Group gap="sm" wrap="wrap">
        <Button variant="default" size="compact-md" mih={44} onClick={() => setShownUrl(open ? null : url)} aria-expanded={open} aria-label={open ? t`Hide preview of ${filename}` : t`Show preview of ${filename}`}>
          {open ? t`Hide preview` : t`Show preview`}
        </Button>
        {link}
      </Group>
      {shownUrl !== null ? (
        <Box component="object" data={`${shownUrl}&inline=1`} type="application/pdf" aria-label={t`Preview of ${filename}`} w="100%" h={{ base: 360, sm: 560 }} style={{ border: '1px solid var(--mantine-color-gray-4)' }}>
          {link}
        </Box>
      ) : null}
    </Stack>
  );
}
