import { loadPdfjs, type PdfDocument } from './load-pdfjs';

// pdf.js inside our own Web Worker (the payroll split's): loaded by load-pdfjs.ts, which has its
// parser run in that thread too, so nothing of it touches the page's main thread.

export type PdfReadErrorCode = 'password' | 'malformed' | 'too-many-pages';

export class PdfReadError extends Error {
  constructor(readonly code: PdfReadErrorCode) {
    super(code);
  }
}

export type PdfReader = {
  readonly pageCount: number;
  /** The page's text (1-based page number), items joined by lines as pdf.js reports their ends. */
  pageText(pageNumber: number): Promise<string>;
  /** A small picture of the page (PNG), or null where this browser cannot draw off the main thread. */
  thumbnail(pageNumber: number, width: number): Promise<Blob | null>;
  close(): Promise<void>;
};

/** Drawing on an OffscreenCanvas: a worker has no document to create canvases in. */
class OffscreenCanvasFactory {
  create(width: number, height: number) {
    const canvas = new OffscreenCanvas(width, height);
    return { canvas, context: canvas.getContext('2d') };
  }
  reset(target: { canvas: OffscreenCanvas }, width: number, height: number) {
    target.canvas.width = width;
    target.canvas.height = height;
  }
  destroy(target: { canvas: OffscreenCanvas | null; context: unknown }) {
    if (target.canvas) target.canvas.width = target.canvas.height = 0;
    target.canvas = null;
    target.context = null;
  }
}

/** Opens a PDF; refuses one with a password, one pdf.js cannot parse, and one above `maxPages`. */
export async function readPdf(bytes: Uint8Array, options: { maxPages: number }): Promise<PdfReader> {
  const { getDocument } = await loadPdfjs();
  let doc: PdfDocument;
  try {
    doc = await getDocument({
      data: bytes,
      // Nothing is fetched: no fonts from the network, no eval of font programs.
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      stopAtErrors: false,
      CanvasFactory: OffscreenCanvasFactory,
    } as Parameters<typeof getDocument>[0]).promise;
  } catch (error) {
    throw new PdfReadError(error instanceof Error && error.name === 'PasswordException' ? 'password' : 'malformed');
  }
  if (doc.numPages > options.maxPages) {
    await doc.destroy();
    throw new PdfReadError('too-many-pages');
  }
  return {
    pageCount: doc.numPages,
    async pageText(pageNumber) {
      const page = await doc.getPage(pageNumber);
      try {
        const content = await page.getTextContent();
        return content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : '')).join('');
      } finally {
        page.cleanup();
      }
    },
    async thumbnail(pageNumber, width) {
      if (typeof OffscreenCanvas === 'undefined') return null;
      const page = await doc.getPage(pageNumber);
      try {
        const base = page.getViewport({ scale: 1 });
        const viewport = page.getViewport({ scale: width / base.width });
        const canvas = new OffscreenCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
        const context = canvas.getContext('2d');
        if (!context) return null;
        context.fillStyle = '#ffffff';
        context.fillRect(0, 0, canvas.width, canvas.height);
        await page.render({ canvas: canvas as unknown as HTMLCanvasElement, canvasContext: context as unknown as CanvasRenderingContext2D, viewport }).promise;
        return await canvas.convertToBlob({ type: 'image/png' });
      } catch {
        return null;
      } finally {
        page.cleanup();
      }
    },
    close: () => doc.destroy(),
  };
}
