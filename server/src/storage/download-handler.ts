import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Logger } from '../log';
import { attachmentDisposition } from './content-disposition';
import { mimeTypes, sniffKind } from './file-kind';
import type { FileStorage } from './file-storage';
import { verifyFileUrl } from './signed-url';

export interface DownloadHandlerOptions {
  storage: FileStorage;
  secret: string;
  log: Logger;
  /**
   * Called after a file whose link carries a receipt was sent in full (a GET, not a HEAD): the
   * "seen" receipts of salary documents. A failure is logged, never shown to the downloader.
   */
  onReceipt?: (receipt: string) => Promise<void>;
}

function plain(res: ServerResponse, status: number, message: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff', ...headers });
  res.end(message);
}

async function* chunksOf(reader: ReadableStreamDefaultReader<Uint8Array>, first: Uint8Array) {
  try {
    yield first;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    // Runs when the client goes away too, so the file handle is never left open.
    await reader.cancel().catch(() => undefined);
  }
}

/**
 * Serves `/files/<key>?name&exp&sig` by signed URL only. The type is sniffed again from the stored
 * bytes (they were only accepted because they matched), so nothing in the URL decides it.
 */
export function createDownloadHandler({ storage, secret, log, onReceipt }: DownloadHandlerOptions) {
  async function serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') return plain(res, 405, 'Method not allowed\n', { Allow: 'GET, HEAD' });
    const signed = verifyFileUrl(secret, new URL(req.url ?? '/', 'http://localhost'));
    if (!signed) return plain(res, 403, 'This download link is invalid or has expired\n');
    const stream = await storage.read(signed.key);
    if (!stream) return plain(res, 404, 'File not found\n');
    const reader = stream.getReader();
    const first = await reader.read();
    const head = first.done ? new Uint8Array() : first.value;
    const kind = sniffKind(head);
    // `?inline=1` asks for a preview in the browser's own PDF viewer (salary control shows documents
    // in a frame). Only PDFs, sniffed from the bytes, are shown inline; and only pages of our own
    // origin may frame them, so another site cannot wrap a signed link in its page.
    const inline = kind === 'pdf' && new URL(req.url ?? '/', 'http://localhost').searchParams.get('inline') === '1';
    res.writeHead(200, {
      'Content-Type': kind ? mimeTypes[kind] : 'application/octet-stream',
      'Content-Disposition': attachmentDisposition(signed.filename, inline ? 'inline' : 'attachment'),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'SAMEORIGIN',
      'Content-Security-Policy': "frame-ancestors 'self'",
    });
    if (req.method === 'HEAD' || first.done) {
      await reader.cancel();
      res.end();
      return;
    }
    // A HEAD request (a link checker, a prefetch) opens nothing, so it records no receipt.
    try {
      await pipeline(Readable.from(chunksOf(reader, head)), res);
    } catch (error) {
      // Usually the client closed the connection; the response is already gone either way.
      log.warn('file download interrupted', { key: signed.key, error: String(error) });
      return;
    }
    if (signed.receipt && onReceipt) {
      await onReceipt(signed.receipt).catch((error: unknown) => log.error('download receipt not recorded', { error: String(error) }));
    }
  }

  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    try {
      await serve(req, res);
    } catch (error) {
      log.error('file download failed', { error: String(error) });
      if (res.headersSent) res.destroy();
      else plain(res, 500, 'The file could not be read\n');
    }
  };
}
