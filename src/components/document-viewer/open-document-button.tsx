import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { LazyDocumentViewer } from './lazy-document-viewer';

/**
 * "View" next to a document in a list: reads it in the in-app viewer. `url` is the signed link the
 * list was given, the same one its download uses: no other way to the file.
 */
export function OpenDocumentButton({ url, filename }: { url: string; filename: string }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="light" size="xs" mih={44} miw={44} onClick={() => setOpen(true)} aria-label={t`View ${filename}`}>
        {t`View`}
      </Button>
      <LazyDocumentViewer file={open ? { url, filename } : null} onClose={() => setOpen(false)} />
    </>
  );
}
