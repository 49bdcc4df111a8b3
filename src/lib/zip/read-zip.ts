import { Unzip, UnzipInflate, type AsyncFlateStreamHandler, type UnzipDecoder, type UnzipFile } from 'fflate';
import { readCentralDirectory, ZipFormatError, type CentralEntry } from './central-directory';

// fflate, wrapped once (house rule 4): a dropped ZIP of PDFs expanded in the browser, streamed
// from the file in chunks so the tab stays responsive, with every entry checked first. What is
// refused is named with its reason; the rest comes out as files.

export const ZIP_LIMITS = {
  maxZipBytes: 200 * 1024 * 1024,
  maxEntries: 1000,
  /** One entry expanded: above any payslip or payroll the server takes. */
  maxEntryBytes: 100 * 1024 * 1024,
  /** All entries expanded together. */
  maxTotalBytes: 500 * 1024 * 1024,
  /** Expanded / compressed: PDFs compress little, zip bombs by thousands. */
  maxRatio: 100,
} as const;

export type ZipRefusalReason = 'not-pdf' | 'encrypted' | 'unsafe-path' | 'too-large' | 'zip-bomb' | 'corrupt';
export type ZipRefusal = { path: string; reason: ZipRefusalReason };
export type ZipFailure = 'corrupt' | 'too-many-entries' | 'too-large';
export type ZipContents = { files: File[]; refused: ZipRefusal[] };

export class ZipReadError extends Error {
  constructor(readonly failure: ZipFailure) {
    super(failure);
  }
}

/** `../x.pdf`, `/etc/x.pdf`, `C:\x.pdf`: a path that would climb out of the archive. */
function isUnsafePath(path: string): boolean {
  return path.startsWith('/') || path.includes('\\') || /^[a-z]:/i.test(path) || path.split('/').some((part) => part === '..');
}

function checkEntry(path: string, entry: CentralEntry | undefined): ZipRefusalReason | null {
  if (isUnsafePath(path)) return 'unsafe-path';
  if (!entry) return 'corrupt';
  if (entry.encrypted) return 'encrypted';
  if (!/\.pdf$/i.test(path)) return 'not-pdf';
  if (entry.size > ZIP_LIMITS.maxEntryBytes) return 'too-large';
  if (entry.size > 1024 * 1024 && entry.size > entry.compressedSize * ZIP_LIMITS.maxRatio) return 'zip-bomb';
  return null;
}

/**
 * An entry's name as its author wrote it. fflate reads a name not flagged UTF-8 as Latin-1, but
 * macOS's Archive Utility writes UTF-8 without the flag ("Paie dÃ©cembre.pdf"): such bytes that are
 * valid UTF-8 are read as UTF-8.
 */
function authorsName(name: string): string {
  if (!/[\x80-\xff]/.test(name) || /[\u0100-\uffff]/.test(name)) return name;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(name, (c) => c.charCodeAt(0)));
  } catch {
    return name;
  }
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const CHUNK = 64 * 1024;
/**
 * Compressed bytes given to DEFLATE at a time: an entry stopped for expanding past its declared
 * size goes at most one slice further (DEFLATE expands about 1,000× at most: 4 MiB).
 */
const INFLATE_SLICE = 4 * 1024;

/**
 * fflate's DEFLATE reader for ZIP entries, made stoppable as fflate's decoder interface says
 * ("subsequent calls to push() should silently fail" after terminate), which its UnzipInflate does
 * not do: without this, a refused entry and a bomb stopped mid-way were still expanded to their
 * end, only for nothing. `stopped` from the start: an entry refused before it is expanded.
 */
function stoppableInflate(stoppedFromStart: () => boolean) {
  return class StoppableInflate implements UnzipDecoder {
    static readonly compression = UnzipInflate.compression;
    ondata: AsyncFlateStreamHandler = () => undefined;
    private stopped = stoppedFromStart();
    private readonly inflate = new UnzipInflate();

    constructor() {
      this.inflate.ondata = (error, data, final) => this.ondata(error, data, final);
    }

    push(chunk: Uint8Array, final: boolean) {
      if (chunk.length <= INFLATE_SLICE) {
        if (!this.stopped) this.inflate.push(chunk, final);
        return;
      }
      for (let at = 0; at < chunk.length && !this.stopped; at += INFLATE_SLICE) {
        const end = Math.min(chunk.length, at + INFLATE_SLICE);
        this.inflate.push(chunk.subarray(at, end), final && end === chunk.length);
      }
    }

    terminate() {
      this.stopped = true;
    }
  };
}

/** The PDFs of `zip` (nested folders flattened to their file names) and what was refused. */
export async function readZip(zip: File): Promise<ZipContents> {
  if (zip.size > ZIP_LIMITS.maxZipBytes) throw new ZipReadError('too-large');
  let central: CentralEntry[];
  try {
    central = await readCentralDirectory(zip, ZIP_LIMITS.maxEntries);
  } catch (error) {
    throw new ZipReadError(error instanceof ZipFormatError && error.code === 'too-many-entries' ? 'too-many-entries' : error instanceof ZipFormatError && error.code === 'zip64' ? 'too-large' : 'corrupt');
  }
  if (central.reduce((sum, e) => sum + e.size, 0) > ZIP_LIMITS.maxTotalBytes) throw new ZipReadError('too-large');
  const byName = new Map(central.map((e) => [e.name, e]));
  const files: File[] = [];
  const refused: ZipRefusal[] = [];
  let failure: ZipFailure | null = null;
  let total = 0;

  const unzip = new Unzip((entry: UnzipFile) => {
    const path = authorsName(entry.name);
    if (path.endsWith('/')) return void discard(entry);
    const reason = checkEntry(path, byName.get(entry.name));
    if (reason) {
      refused.push({ path, reason });
      return void discard(entry);
    }
    const declared = byName.get(entry.name)?.size ?? 0;
    const parts: Uint8Array[] = [];
    let size = 0;
    let stopped = false;
    entry.ondata = (error, data, final) => {
      if (stopped) return;
      if (error) {
        stopped = true;
        refused.push({ path, reason: 'corrupt' });
        return;
      }
      size += data.length;
      total += data.length;
      // An entry that expands past what the directory declared lies about its size: a bomb.
      if (size > declared || size > ZIP_LIMITS.maxEntryBytes || total > ZIP_LIMITS.maxTotalBytes) {
        stopped = true;
        entry.terminate();
        refused.push({ path, reason: 'zip-bomb' });
        if (total > ZIP_LIMITS.maxTotalBytes) failure = 'too-large';
        return;
      }
      parts.push(data);
      if (final) files.push(new File(parts as BlobPart[], path.split('/').pop() ?? path, { type: 'application/pdf', lastModified: zip.lastModified }));
    };
    entry.start();
  });
  // A refused entry is started (fflate would otherwise keep its compressed bytes until the end)
  // with a decoder stopped from the start: nothing of it is expanded.
  let discarding = false;
  unzip.register(stoppableInflate(() => discarding));

  function discard(entry: UnzipFile) {
    entry.ondata = () => undefined;
    discarding = true;
    try {
      entry.start();
    } catch {
      // An unknown compression method: nothing to expand, it is refused anyway.
    } finally {
      discarding = false;
    }
  }

  const reader = zip.stream().getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      for (let at = 0; at < value.length; at += CHUNK) unzip.push(value.subarray(at, at + CHUNK), false);
      if (failure) throw new ZipReadError(failure);
      await nextTask();
    }
    unzip.push(new Uint8Array(0), true);
  } catch (error) {
    throw error instanceof ZipReadError ? error : new ZipReadError('corrupt');
  } finally {
    reader.releaseLock();
  }
  return { files, refused };
}
