// What a PDF holds for the reader, through pdf.js (Mozilla's parser, its legacy build for Node):
// the files embedded in it (Factur-X / ZUGFeRD put their XML there) and its text, line by line.
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { withBuiltinsKept } from '../keep-builtins';

type Pdfjs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
let pdfjs: Promise<Pdfjs> | undefined;
/** A module without type declarations: named by a constant, imported for its side effect. */
const PDFJS_WORKER = 'pdfjs-dist/legacy/build/pdf.worker.mjs';

/**
 * pdf.js, loaded on first use and without its polyfills replacing the process's builtins: its legacy
 * build's core-js swaps Array.prototype.push and JSON.stringify/parse for slower copies on Node 20,
 * which every API request then paid (keep-builtins.ts).
 */
function loadPdfjs(): Promise<Pdfjs> {
  return (pdfjs ??= withBuiltinsKept(async () => {
    // In Node pdf.js runs its worker in this thread, importing it on first use; loaded here, its own
    // core-js is held back too (it registers as globalThis.pdfjsWorker, which pdf.js looks for first).
    await import(PDFJS_WORKER);
    return import('pdfjs-dist/legacy/build/pdf.mjs');
  }));
}

export interface PdfContent {
  attachments: { filename: string; content: Uint8Array }[];
  /** Each page's text as lines, top to bottom; empty for a scan without a text layer. */
  pages: string[][];
}

interface TextItem {
  str: string;
  transform: number[];
  width: number;
}

/** The most pages read: an invoice has a few; a 500-page upload is not read past these. */
const MAX_PAGES = 20;

/** Items at the same height (within a third of the font size) are one line, left to right. */
function toLines(items: TextItem[]): string[] {
  const rows: { y: number; size: number; items: TextItem[] }[] = [];
  for (const item of items) {
    if (!item.str.trim()) continue;
    const y = item.transform[5] ?? 0;
    const size = Math.abs(item.transform[3] ?? 10) || 10;
    const row = rows.find((r) => Math.abs(r.y - y) < size / 3);
    if (row) row.items.push(item);
    else rows.push({ y, size, items: [item] });
  }
  return rows
    .sort((a, b) => b.y - a.y)
    .map((row) => {
      const sorted = row.items.sort((a, b) => (a.transform[4] ?? 0) - (b.transform[4] ?? 0));
      // A wide gap between two items is a column break: kept as two spaces so labels stay apart from values.
      let line = '';
      let end = -Infinity;
      for (const item of sorted) {
        const x = item.transform[4] ?? 0;
        line += line === '' ? item.str : x - end > row.size ? `  ${item.str}` : x - end > row.size * 0.15 ? ` ${item.str}` : item.str;
        end = x + item.width;
      }
      return line.replace(/\s+$/, '');
    });
}

async function openPdf(bytes: Uint8Array): Promise<PDFDocumentProxy> {
  // A copy: pdf.js transfers (detaches) the buffer it is given.
  const { getDocument } = await loadPdfjs();
  return getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, disableFontFace: true, useSystemFonts: false, stopAtErrors: false, verbosity: 0 }).promise;
}

export async function readPdf(bytes: Uint8Array): Promise<PdfContent> {
  const pdf = await openPdf(bytes);
  try {
    const found = ((await pdf.getAttachments()) ?? {}) as Record<string, { filename: string; content: Uint8Array }>;
    const attachments = Object.values(found).map(({ filename, content }) => ({ filename, content }));
    const pages: string[][] = [];
    for (let number = 1; number <= Math.min(pdf.numPages, MAX_PAGES); number++) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      pages.push(toLines(content.items.flatMap((item) => ('str' in item ? [{ str: item.str, transform: item.transform, width: item.width }] : []))));
      page.cleanup();
    }
    return { attachments, pages };
  } finally {
    await pdf.destroy();
  }
}
