import { once } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { ZipArchive } from 'archiver';
import type { Logger } from '../log';
import type { ArchiveEntry } from './archive-exports';
import { verifyArchiveUrl } from './archive-url';
import { attachmentDisposition } from './content-disposition';
import type { FileStorage } from './file-storage';

export interface ArchiveHandlerOptions {
  storage: FileStorage;
  secret: string;
  log: Logger;
  loadEntries(id: string): Promise<ArchiveEntry[] | null>;
}

function plain(res: ServerResponse, status: number, message: string): void {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' });
  res.end(message);
}

/**
 * Serves `/files/archives/<id>?name&exp&sig`: a ZIP of the entries recorded when the link was
 * issued, streamed one file at a time (never built in memory), so a 500 MB export costs the memory
 * of one file's read buffer. Entries are stored, not deflated: PDF, JPEG and PNG are compressed already.
 */
export function createArchiveHandler({ storage, secret, log, loadEntries }: ArchiveHandlerOptions) {
  async function serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'GET') {
      res.writeHead(405, { Allow: 'GET' });
      res.end();
      return;
    }
    const signed = verifyArchiveUrl(secret, new URL(req.url ?? '/', 'http://localhost'));
    if (!signed) return plain(res, 403, 'This download link is invalid or has expired\n');
    const entries = await loadEntries(signed.id);
    if (!entries) return plain(res, 404, 'This download has expired\n');

    const zip = new ZipArchive({ store: true });
    // Settles the wait below when the ZIP fails or the client goes away (a stopped reader never
    // drains the archive, so the next entry would otherwise wait for ever with its file open).
    const stopped = new Promise<'client gone'>((resolve, reject) => {
      zip.once('error', reject);
      res.once('close', () => {
        if (!res.writableFinished) resolve('client gone');
      });
    });
    stopped.catch(() => undefined);
    res.writeHead(200, {
      'Content-Type': 'application/zip',
      'Content-Disposition': attachmentDisposition(signed.filename),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    });
    zip.pipe(res);
    for (const entry of entries) {
      const bytes = await storage.read(entry.key);
      // A missing file must not yield a ZIP that looks complete: the download fails instead.
      if (!bytes) throw new Error(`archive entry missing from storage: ${entry.key}`);
      zip.append(Readable.fromWeb(bytes as NodeReadableStream<Uint8Array>), { name: entry.name });
      // One entry at a time, so at most one file is open however many the archive holds.
      if ((await Promise.race([once(zip, 'entry'), stopped])) === 'client gone') {
        zip.abort();
        log.warn('archive download interrupted', { id: signed.id });
        return;
      }
    }
    await Promise.race([zip.finalize(), stopped]);
  }

  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    try {
      await serve(req, res);
    } catch (error) {
      log.error('archive download failed', { error: String(error) });
      if (res.headersSent) res.destroy();
      else plain(res, 500, 'The archive could not be built\n');
    }
  };
}
