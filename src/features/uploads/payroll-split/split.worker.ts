/// <reference lib="webworker" />
import { readPage } from '@/domain/payroll-split';
import type { PdfReader } from '@/lib/pdf/pdf-reader';
import { createSplitPlanner, type SplitPlanner } from './split-planner';
import { SPLIT_LIMITS, type FromWorker, type SplitFailure, type ToWorker } from './split-protocol';

// The payroll split off the main thread (issue #45): pdf.js reads each page's text, the domain's
// rules say whom it is for, the pages are planned into slips (split-planner.ts), pdf-lib writes
// one PDF per employee. The PDF libraries load on first
// use (dynamic imports): they are chunks of their own, fetched only by payroll staff who split.

declare const self: DedicatedWorkerGlobalScope;

let file: Blob | null = null;
let reader: PdfReader | null = null;
/** The pages read (those of before a reload included), for the plans the review asks for. */
let planner: SplitPlanner | null = null;

const post = (message: FromWorker, transfer: Transferable[] = []) => self.postMessage(message, transfer);
const fail = (failure: SplitFailure) => post({ type: 'failed', failure });

async function read(message: Extract<ToWorker, { type: 'read' }>) {
  if (message.file.size > SPLIT_LIMITS.maxBytes) return fail('too-large');
  file = message.file;
  const { readPdf, PdfReadError } = await import('@/lib/pdf/pdf-reader');
  try {
    await reader?.close();
    reader = await readPdf(new Uint8Array(await file.arrayBuffer()), { maxPages: SPLIT_LIMITS.maxPages });
  } catch (error) {
    return fail(error instanceof PdfReadError ? error.code : 'malformed');
  }
  post({ type: 'opened', pageCount: reader.pageCount });
  planner = createSplitPlanner(message.employees);
  planner.add(message.earlier);
  const { index } = planner;
  const fromPage = message.earlier.length + 1;
  let withText = 0;
  for (let start = fromPage; start <= reader.pageCount; start += SPLIT_LIMITS.pagesPerChunk) {
    const end = Math.min(reader.pageCount, start + SPLIT_LIMITS.pagesPerChunk - 1);
    const reads = [];
    for (let page = start; page <= end; page += 1) {
      const pageRead = readPage(page, await reader.pageText(page), index);
      if (pageRead.hasText) withText += 1;
      reads.push(pageRead);
    }
    planner.add(reads);
    post({ type: 'pages', reads });
  }
  // A scan: pages are pictures, nothing to read. (A resumed split had text in its first pages.)
  if (fromPage === 1 && withText === 0) return fail('no-text');
  post({ type: 'read-done', pageCount: reader.pageCount, likelyCompany: planner.likelyCompany() });
}

/** A page pdf.js cannot draw keeps its placeholder: the review and the split go on. */
async function thumbnail(message: Extract<ToWorker, { type: 'thumbnail' }>) {
  const image = reader ? await reader.thumbnail(message.pageNumber, message.width).catch(() => null) : null;
  post({ type: 'thumbnail', pageNumber: message.pageNumber, image });
}

async function write(message: Extract<ToWorker, { type: 'write' }>) {
  if (!file) return fail('malformed');
  const { loadPdfSource } = await import('@/lib/pdf/pdf-writer');
  // pdf.js's copy of the document is no longer needed: one parsed copy at a time in memory.
  await reader?.close();
  reader = null;
  let source;
  try {
    source = await loadPdfSource(new Uint8Array(await file.arrayBuffer()));
  } catch {
    return fail('malformed');
  }
  for (const group of message.groups) {
    const bytes = await source.extract(group.pages);
    const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
    post({ type: 'written', id: group.id, bytes: buffer }, [buffer]);
  }
  post({ type: 'write-done' });
}

/** At once, not after the thumbnails asked before: the review waits for it. Asked only once every page is read. */
function plan(message: Extract<ToWorker, { type: 'plan' }>) {
  if (!planner) return fail('malformed');
  post({ type: 'planned', id: message.id, plan: planner.plan(message.request) });
}

// One message at a time, in order: a thumbnail asked while pages are read waits for them.
let busy: Promise<void> = Promise.resolve();
self.onmessage = (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  if (message.type === 'plan') return plan(message);
  busy = busy.then(async () => {
    try {
      if (message.type === 'read') await read(message);
      else if (message.type === 'thumbnail') await thumbnail(message);
      else await write(message);
    } catch {
      fail('malformed');
    }
  });
};
