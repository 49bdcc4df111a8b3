import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { LazyDocumentViewer } from './lazy-document-viewer';

/**
 * "View" next to a document in a list: reads it in the in-app viewer. `url` is the signed link the
 * list was given, the same one its download uses: no other way to the file. `aside` is shown beside
 * the document in the viewer (what the list's feature wants checked against it).
 */
export function OpenDocumentButton({ url, filename, aside }: { url: string; filename: string; aside?: ReactNode }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <>
      {/* Beside a long file name in a narrow cell, the name wraps and the button keeps its whole word ("Afficher" was cut). */}
      <Button variant="light" size="xs" mih={44} miw={44} flex="none" onClick={() => setOpen(true)} aria-label={t`View ${filename}`}>
        {t`View`}
      </Button>
      <LazyDocumentViewer file={open ? { url, filename } : null} onClose={() => setOpen(false)} aside={aside} />
    </>
  );
}
