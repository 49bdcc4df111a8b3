import type { Db } from '../db/client';
import type { Principal } from '../principal';
import type { MalwareScanner } from './clamd';

/** What the database keeps of a stored file (see attachmentColumns in db/columns.ts). */
export interface StoredFile {
  key: string;
  filename: string;
  filesize: number;
  sha256: string;
  mimetype: string;
}

/** File kinds accepted by their leading bytes, never by name or declared type. */
/** xml: e-invoices (UBL, CII), accepted for accounting documents only. */
export type AcceptedKind = 'pdf' | 'jpeg' | 'png' | 'xml';

export interface SaveOptions {
  accept: readonly AcceptedKind[];
  maxBytes: number;
  /** Who uploads, into which list: the language of a malware refusal and its audit entry (seeds have none). */
  uploader?: Uploader;
}

export interface Uploader {
  /** The request's: whose upload it is, for the audit entry and the refusal's language. */
  context: { db: Db; principal: Principal | null; request: Request };
  list: string;
}

/**
 * Where attachment bytes live. The local-disk implementation keeps them under DATA_DIR/files;
 * an S3-compatible one can replace it for scale-out.
 */
export interface FileStorage {
  /**
   * Streams the upload to storage, hashing (SHA-256) and sniffing the type on the way. Throws a
   * GraphQLError with extensions.code BAD_USER_INPUT (and leaves nothing behind) when the file is
   * too large, empty, not of an accepted kind, or (with a scanner) malware; SERVICE_UNAVAILABLE when
   * the scanner gives no verdict.
   */
  save(file: File, options: SaveOptions): Promise<StoredFile>;
  /** Removes a stored file; a missing file is not an error (used to undo a failed request). */
  remove(key: string): Promise<void>;
  /** The bytes of a stored file, or null when it is missing. */
  read(key: string): Promise<ReadableStream<Uint8Array> | null>;
  /** The malware scanner every save goes through first (CLAMD_URL: scanning-file-storage.ts); none without. */
  scanner?: MalwareScanner;
}
