import { useLingui } from '@lingui/react/macro';
import { Loader, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { openPdfDocument, type PdfDocument } from '@/lib/pdf/load-pdfjs';
import { PdfPageCanvas } from './pdf-page-canvas';

// A PDF's pages one under the other, each `pageWidth` CSS pixels wide, drawn by pdf.js. The page
// count goes up to the toolbar as soon as the document is open.

export function PdfPages({ bytes, pageWidth, onPageCount, onPageRendered }: {
  bytes: ArrayBuffer;
  pageWidth: number;
  onPageCount: (count: number) => void;
  onPageRendered: (pageNumber: number) => void;
}) {
  const { t } = useLingui();
  const [pdf, setPdf] = useState<PdfDocument | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let opened: PdfDocument | null = null;
    let current = true;
    openPdfDocument(bytes).then(
      (document) => {
        opened = document;
        if (!current) return void document.destroy();
        setPdf(document);
        onPageCount(document.numPages);
      },
      () => current && setFailed(true),
    );
    return () => {
      current = false;
      setPdf(null);
      void opened?.destroy();
    };
  }, [bytes, onPageCount]);

  if (failed) return <Text role="alert">{t`This PDF could not be shown. Download it to open it in another application.`}</Text>;
  if (!pdf) return <Loader role="status" aria-label={t`Opening the document`} m="md" />;
  return (
    // As wide as the widest page (zoomed in, it scrolls sideways inside the viewer), at least the viewer's width.
    <Stack gap="md" align="center" w="fit-content" miw="100%">
      {Array.from({ length: pdf.numPages }, (_, i) => (
        <PdfPageCanvas key={i + 1} pdf={pdf} pageNumber={i + 1} cssWidth={pageWidth} onRendered={onPageRendered} />
      ))}
    </Stack>
  );
}
