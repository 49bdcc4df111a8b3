import { createHash } from 'node:crypto';
import { GraphQLError } from 'graphql';
import { sanitizeFileName } from '../../../src/domain/staging';
import { mimeTypes, refusalOf, SNIFF_BYTES, sniffKind } from './file-kind';
import type { AcceptedKind, SaveOptions, StoredFile } from './file-storage';

/** What the checks learnt of an accepted upload, once all of it has arrived. */
export interface ReceivedUpload {
  filename: string;
  size: number;
  kind: AcceptedKind;
  sha256: string;
}

export interface CheckedUpload {
  /**
   * The upload's bytes as they arrive. Throws a BAD_USER_INPUT GraphQLError as soon as the file is
   * too large or its leading bytes are of a refused kind, and ends only once every check has passed:
   * a storage that commits the file when these chunks end never commits a refused one.
   */
  chunks: AsyncGenerator<Uint8Array, void>;
  /** Size, kind and SHA-256 of the accepted file: known once `chunks` has ended. */
  received(): ReceivedUpload;
}

function badInput(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
}

function describeLimit(bytes: number): string {
  const mib = 1024 * 1024;
  if (bytes >= mib && bytes % mib === 0) return `${bytes / mib} MiB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KiB`;
  return `${bytes} bytes`;
}

function kindOf(filename: string, head: Uint8Array, options: SaveOptions): AcceptedKind {
  const kind = sniffKind(head);
  const refusal = refusalOf(filename, kind, options.accept);
  if (refusal || !kind) throw badInput(refusal ?? 'File type not accepted');
  return kind;
}

// file.size is declared by the client; only the bytes actually received count.
function checkSize(received: number, options: SaveOptions): void {
  if (received > options.maxBytes) throw badInput(`File is larger than the ${describeLimit(options.maxBytes)} limit`);
}

function checkNotEmpty(received: number): void {
  if (received === 0) throw badInput('File is empty');
}

/** What the request learnt of an upload while writing it to disk (http/multipart-spool.ts). */
export interface SpooledUpload {
  name: string;
  size: number;
  /** Its first SNIFF_BYTES bytes (fewer when it is shorter). */
  head: Uint8Array;
  sha256: string;
}

/** The same checks as checkedUpload, on an upload already received in full, without reading it again. */
export function checkedSpooledUpload(file: SpooledUpload, options: SaveOptions): ReceivedUpload {
  const filename = sanitizeFileName(file.name);
  checkSize(file.size, options);
  checkNotEmpty(file.size);
  return { filename, size: file.size, kind: kindOf(filename, file.head.subarray(0, SNIFF_BYTES), options), sha256: file.sha256 };
}

/** What is learnt of bytes as they pass: their count, the first SNIFF_BYTES, and their SHA-256. */
export function byteTally() {
  const hash = createHash('sha256');
  const head = new Uint8Array(SNIFF_BYTES);
  let size = 0;
  return {
    add(bytes: Uint8Array): void {
      if (size < SNIFF_BYTES) head.set(bytes.subarray(0, SNIFF_BYTES - size), size);
      size += bytes.byteLength;
      hash.update(bytes);
    },
    get size() {
      return size;
    },
    head: () => head.subarray(0, Math.min(size, SNIFF_BYTES)),
    /** Once, after the last bytes. */
    sha256: () => hash.digest('hex'),
  };
}

/**
 * The checks every FileStorage applies while it streams an upload (file-storage.ts): the limit on the
 * bytes actually received, the kind sniffed from the leading bytes and the name, SHA-256 on the way.
 */
export function checkedUpload(file: File, options: SaveOptions): CheckedUpload {
  const filename = sanitizeFileName(file.name);
  const tally = byteTally();
  let result: ReceivedUpload | null = null;

  async function* chunks(): AsyncGenerator<Uint8Array, void> {
    const reader = file.stream().getReader();
    try {
      for (;;) {
        let chunk: ReadableStreamReadResult<Uint8Array>;
        try {
          chunk = await reader.read();
        } catch {
          throw badInput('The upload was interrupted before the file was complete');
        }
        if (chunk.done) break;
        const headBefore = tally.head().byteLength;
        tally.add(chunk.value);
        checkSize(tally.size, options);
        // Reject a wrong type as soon as its signature is known rather than after the whole upload.
        if (headBefore < SNIFF_BYTES && tally.size >= SNIFF_BYTES) kindOf(filename, tally.head(), options);
        yield chunk.value;
      }
      checkNotEmpty(tally.size);
      result = { filename, size: tally.size, kind: kindOf(filename, tally.head(), options), sha256: tally.sha256() };
    } finally {
      // Also runs when the storage stops early (its own fault, or a refusal): the client's stream is let go.
      await reader.cancel().catch(() => undefined);
    }
  }

  return {
    chunks: chunks(),
    received() {
      if (!result) throw new Error('The upload has not been received in full');
      return result;
    },
  };
}

export function storedFile(key: string, { filename, size, kind, sha256 }: ReceivedUpload): StoredFile {
  return { key, filename, filesize: size, sha256, mimetype: mimeTypes[kind] };
}
