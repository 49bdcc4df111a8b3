import { useLingui } from '@lingui/react/macro';
import { Box, Button, Loader, Stack, Text } from '@mantine/core';
import { use, useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { EInvoiceLoaderContext } from './e-invoice-loader';
import { EInvoiceView } from './e-invoice-view';
import { MIME_TYPES } from './file-kind';
import { ImageView } from './image-view';
import { PdfPages } from './pdf-pages';
import { canShareFiles, downloadBytes, shareBytes } from './save-or-share';
import { useDocumentBytes } from './use-document-bytes';
import { usePinchZoom } from './use-pinch-zoom';
import { ViewerToolbar } from './viewer-toolbar';
import { zoomForKey, zoomIn, zoomOut } from './zoom';

/** Set when the first page is on screen: `npm run bench:viewer` measures from the click to it. */
export const FIRST_PAGE_MARK = 'document-viewer:first-page';

function useWidth(element: HTMLElement | null): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    if (!element) return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return width;
}

/**
 * The document: its toolbar and its pages (or image), scrolled inside the viewer. Keys + - 0 zoom
 * (anywhere in the viewer), a pinch zooms on touch screens.
 */
export function ViewerBody({ url, filename }: { url: string; filename: string }) {
  const { t } = useLingui();
  const loaded = useDocumentBytes(url, filename);
  const loadEInvoice = use(EInvoiceLoaderContext);
  const [zoom, setZoom] = useState(1);
  const [pageCount, setPageCount] = useState<number | null>(null);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const width = useWidth(scroller);
  const { handlers, liveScale } = usePinchZoom(scrollerRef, zoom, setZoom);
  const firstPageShown = useRef(false);
  const onPageRendered = useCallback(() => {
    if (firstPageShown.current) return;
    firstPageShown.current = true;
    performance.mark(FIRST_PAGE_MARK);
  }, []);
  const onPageCount = useCallback((count: number) => setPageCount(count), []);

  const ready = loaded.status === 'ready' ? loaded : null;
  const type = ready?.kind ? MIME_TYPES[ready.kind] : 'application/octet-stream';
  const download = ready ? () => downloadBytes(ready.bytes, filename, type) : null;
  const share = ready && canShareFiles() ? () => void shareBytes(ready.bytes, filename, type) : null;
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey || (event.target as HTMLElement).tagName === 'TEXTAREA') return;
    const next = zoomForKey(event.key, zoom);
    if (next === null) return;
    event.preventDefault();
    setZoom(next);
  };
  // Fitted to the scroller's width, less its padding; never drawn narrower than a readable minimum.
  const pageWidth = Math.max(240, width - 16) * zoom;

  return (
    <Stack gap="xs" style={{ flex: 1, minHeight: 0 }} onKeyDown={onKeyDown}>
      <ViewerToolbar
        pageCount={ready?.kind === 'pdf' ? pageCount : ready?.kind === 'jpeg' || ready?.kind === 'png' ? 1 : null}
        zoom={zoom}
        onZoom={(direction) => setZoom(direction === 'in' ? zoomIn(zoom) : zoomOut(zoom))}
        onFit={() => setZoom(1)}
        onDownload={download}
        onShare={share}
      />
      {ready ? (
        <Text size="xs" c="gray.7">
          {ready.keptOffline ? t`Kept on this device for reading offline until you sign out.` : t`Not kept for reading offline: this device refused to store it.`}
        </Text>
      ) : null}
      <Box
        ref={(element: HTMLDivElement | null) => {
          scrollerRef.current = element;
          setScroller(element);
        }}
        role="region"
        aria-label={t`Pages of ${filename}`}
        aria-busy={loaded.status === 'loading'}
        tabIndex={0}
        {...handlers}
        style={{ flex: 1, minHeight: 240, overflow: 'auto', touchAction: 'pan-x pan-y', background: 'var(--mantine-color-gray-1)', padding: 8, borderRadius: 4 }}
      >
        <div style={{ transform: liveScale === 1 ? undefined : `scale(${liveScale})`, transformOrigin: 'top center' }}>
          {loaded.status === 'loading' ? <Loader role="status" aria-label={t`Loading the document`} m="md" /> : null}
          {loaded.status === 'failed' ? <Text role="alert">{failureText(loaded.reason)}</Text> : null}
          {ready?.kind === 'pdf' && width > 0 ? <PdfPages bytes={ready.bytes} pageWidth={pageWidth} onPageCount={onPageCount} onPageRendered={onPageRendered} /> : null}
          {(ready?.kind === 'jpeg' || ready?.kind === 'png') && width > 0 ? <ImageView bytes={ready.bytes} type={type} filename={filename} width={pageWidth} onRendered={onPageRendered} /> : null}
          {ready?.kind === 'xml' && loadEInvoice ? <EInvoiceView url={url} filename={filename} load={loadEInvoice} zoom={zoom} /> : null}
          {ready && (!ready.kind || (ready.kind === 'xml' && !loadEInvoice)) ? (
            <Stack align="start">
              <Text>{t`This file cannot be shown here. Download it to open it in another application.`}</Text>
              {download ? <Button onClick={download}>{t`Download ${filename}`}</Button> : null}
            </Stack>
          ) : null}
        </div>
      </Box>
    </Stack>
  );

  function failureText(reason: 'offline' | 'expired' | 'unavailable'): string {
    if (reason === 'offline') return t`This document was not opened on this device before, so it cannot be read offline. Open it again once you are online.`;
    if (reason === 'expired') return t`The link to this document has expired. Close the viewer, reload the page and open the document again.`;
    return t`The document could not be loaded. Please try again later.`;
  }
}
