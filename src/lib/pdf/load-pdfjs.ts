import type * as Pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';

// pdf.js, wrapped once: loaded on demand (its ~140 KB gzip and its worker never reach a first
// load, bench:size), with its worker set once. The legacy build: older Safari on phones lacks what
// the modern one assumes. The worker is a file of our own build (`?url`), so the
// Content-Security-Policy's `worker-src 'self'` allows it and the service worker precaches it with
// the rest of the bundle: a document kept for offline reading renders offline. On the page's
// thread (the document viewer) pdf.js parses in that worker; inside a worker of ours (the payroll
// split's, pdf-reader.ts) it parses on that same thread from the same file, its "fake worker": one
// worker, no nested one, and no second copy of pdf.js's worker in the build.

export type PdfDocument = Pdfjs.PDFDocumentProxy;
export type PdfPage = Pdfjs.PDFPageProxy;
export type PdfRenderTask = Pdfjs.RenderTask;

let loading: Promise<typeof Pdfjs> | null = null;

/** The pdf.js module with its worker configured; fetched again on the next call if it failed (offline). */
export function loadPdfjs(): Promise<typeof Pdfjs> {
  loading ??= Promise.all([import('pdfjs-dist/legacy/build/pdf.mjs'), import('pdfjs-dist/legacy/build/pdf.worker.min.mjs?url')]).then(async ([pdfjs, worker]) => {
    pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
    if (typeof document === 'undefined') (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = await import(/* @vite-ignore */ worker.default);
    return pdfjs;
  });
  loading.catch(() => (loading = null));
  return loading;
}

/**
 * Opens a PDF from its bytes. The bytes are copied: pdf.js hands its input to the worker, which
 * would leave the caller's buffer (kept for offline reading, a download, a share) empty.
 * `isEvalSupported: false`: the portal's policy forbids eval, and pdf.js would otherwise try it
 * (a CSP violation report) before falling back to the same rendering without it.
 */
export async function openPdfDocument(bytes: ArrayBuffer): Promise<PdfDocument> {
  const pdfjs = await loadPdfjs();
  return pdfjs.getDocument({ data: new Uint8Array(bytes.slice(0)), isEvalSupported: false }).promise;
}

/** True for pdf.js's answer to a render cancelled because a newer one replaced it (zoom, unmount). */
export function isRenderCancelled(error: unknown): boolean {
  return error instanceof Error && error.name === 'RenderingCancelledException';
}
