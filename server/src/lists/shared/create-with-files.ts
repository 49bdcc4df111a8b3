import { and, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { GraphQLContext } from '../../context';
import type { Db } from '../../db/client';
import { requireSignedIn } from '../../keystone/query';
import type { AcceptedKind, StoredFile } from '../../storage/file-storage';
import { badInput, isUniqueViolation } from './errors';

export interface UploadRequest {
  upload: Promise<File> | File;
  accept: readonly AcceptedKind[];
}

interface Options<T> {
  context: GraphQLContext;
  table: PgTable & { uploadKey: AnyPgColumn; createdById: AnyPgColumn; id: AnyPgColumn };
  uploadKey: string | null | undefined;
  files: UploadRequest[];
  /** Inserts the rows inside one transaction; returns the new item's id. */
  insert(tx: Db, stored: StoredFile[]): Promise<string>;
  /** Reads the item back through the list's access. */
  read(id: string): Promise<T>;
}

const UPLOAD_KEY = /^[A-Za-z0-9_.:-]{8,200}$/;

/**
 * The one path every upload takes: an idempotent `uploadKey` (the same key from the same user
 * returns the first item, never a second), files streamed to storage and hashed, rows inserted in
 * one transaction — and when anything fails, the stored files are removed so no orphan remains.
 */
export async function createWithFiles<T>({ context, table, uploadKey, files, insert, read }: Options<T>): Promise<T> {
  const principal = requireSignedIn(context);
  if (uploadKey != null && !UPLOAD_KEY.test(uploadKey)) throw badInput('uploadKey must be 8 to 200 letters, digits or . _ : -');
  const existing = async () => {
    if (uploadKey == null) return null;
    const [row] = await context.db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.createdById, principal.user.id), eq(table.uploadKey, uploadKey)));
    return row ? String(row.id) : null;
  };
  const firstId = await existing();
  if (firstId) return read(firstId);

  const stored: StoredFile[] = [];
  try {
    for (const file of files) {
      stored.push(await context.storage.save(await file.upload, { accept: file.accept, maxBytes: context.config.maxUploadBytes }));
    }
    const id = await context.db.transaction((tx) => insert(tx as unknown as Db, stored));
    return await read(id);
  } catch (error) {
    await Promise.all(stored.map((s) => context.storage.remove(s.key)));
    // Two requests with one key raced: the other one won, and its item is the answer.
    if (isUniqueViolation(error) && uploadKey != null) {
      const winner = await existing();
      if (winner) return read(winner);
    }
    throw error;
  }
}

/** The attachment columns of a stored file (see attachmentColumns in db/columns.ts). */
export function fileColumns(file: StoredFile | undefined) {
  if (!file) throw new Error('stored file missing');
  return { fileKey: file.key, filename: file.filename, filesize: file.filesize, sha256: file.sha256, mimetype: file.mimetype };
}
