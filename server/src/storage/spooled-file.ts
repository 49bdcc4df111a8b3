import { openAsBlob } from 'node:fs';
import type { SpooledUpload } from './receive-upload';

/**
 * An upload written to disk while its request arrived (http/multipart-spool.ts), read from there:
 * no upload is held in memory. It also carries what was learnt on the way (its size, first bytes
 * and SHA-256), so the local storage checks it and links it into place without reading it again.
 */
export class SpooledFile extends File implements SpooledUpload {
  private constructor(
    blob: Blob,
    name: string,
    type: string,
    /** Where the bytes are; removed once the request has been answered. */
    readonly path: string,
    readonly head: Uint8Array,
    readonly sha256: string,
  ) {
    super([blob], name, { type });
  }

  static async open(path: string, name: string, type: string, received: { head: Uint8Array; sha256: string }): Promise<SpooledFile> {
    return new SpooledFile(await openAsBlob(path), name, type, path, received.head, received.sha256);
  }
}
