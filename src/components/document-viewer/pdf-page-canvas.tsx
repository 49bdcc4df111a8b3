import { useLingui } from '@lingui/react/macro';
import { VisuallyHidden } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { isRenderCancelled, type PdfDocument } from '@/lib/pdf/load-pdfjs';

/** A canvas past this many pixels fails on phones (Safari's limit is 16.7 million): sharpness gives way first. */
const MAX_CANVAS_PIXELS = 16_000_000;

/**
 * One page drawn at `cssWidth` CSS pixels wide, sharp on the device's pixel density. The page's
 * text follows it, hidden, for screen readers (the canvas is an image to them). A newer width
 * (zoom, rotation) cancels the drawing under way.
 */
export function PdfPageCanvas({ pdf, pageNumber, cssWidth, onRendered }: { pdf: PdfDocument; pageNumber: number; cssWidth: number; onRendered: (pageNumber: number) => void }) {
  const { t } = useLingui();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [height, setHeight] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [rendered, setRendered] = useState(false);
  const total = pdf.numPages;

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || cssWidth <= 0) return;
    let cancel = () => {};
    let current = true;
    void pdf.getPage(pageNumber).then(async (page) => {
      if (!current) return;
      const natural = page.getViewport({ scale: 1 });
      const scale = cssWidth / natural.width;
      const cssHeight = natural.height * scale;
      const density = Math.min(window.devicePixelRatio || 1, Math.sqrt(MAX_CANVAS_PIXELS / (cssWidth * cssHeight)));
      const viewport = page.getViewport({ scale: scale * density });
      const drawing = document.createElement('canvas');
      drawing.width = Math.floor(viewport.width);
      drawing.height = Math.floor(viewport.height);
      const task = page.render({ canvas: drawing, viewport });
      cancel = () => task.cancel();
      try {
        await task.promise;
      } catch (error) {
        if (isRenderCancelled(error)) return;
        throw error;
      }
      if (!current) return;
      // Drawn off screen and copied at once: the page on screen never shows half a drawing.
      canvas.width = drawing.width;
      canvas.height = drawing.height;
      canvas.getContext('2d')?.drawImage(drawing, 0, 0);
      setHeight(cssHeight);
      setRendered(true);
      onRendered(pageNumber);
    });
    return () => {
      current = false;
      cancel();
    };
  }, [pdf, pageNumber, cssWidth, onRendered]);

  // The text once per page, after its first drawing (which comes first): a zoom redraws, the text stays.
  useEffect(() => {
    if (!rendered) return;
    let current = true;
    void pdf
      .getPage(pageNumber)
      .then((page) => page.getTextContent())
      .then((content) => current && setText(content.items.map((item) => ('str' in item ? item.str : '')).join(' ')));
    return () => {
      current = false;
    };
  }, [pdf, pageNumber, rendered]);

  const label = t`Page ${pageNumber} of ${total}`;
  return (
    <figure style={{ margin: 0 }}>
      <canvas
        ref={canvasRef}
        role="img"
        aria-label={label}
        data-rendered={rendered || undefined}
        style={{ display: 'block', width: cssWidth, height: height ?? cssWidth * 1.414, background: 'white', boxShadow: '0 1px 4px rgba(0, 0, 0, 0.3)' }}
      />
      {text ? <VisuallyHidden component="figcaption">{text}</VisuallyHidden> : null}
    </figure>
  );
}
