import { and, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { authorizeWrite, commitWrite, type Commit, type Tx } from '../../access/run-write';
import type { WriteRules } from '../../access/write-rules';
import type { GraphQLContext } from '../../context';
import { findOne, requireSignedIn } from '../../keystone/query';
import type { ListKey, Row } from '../../keystone/types';
import type { AcceptedKind, StoredFile } from '../../storage/file-storage';
import { lists } from '..';
import { badInput, isUniqueViolation } from './errors';

export interface UploadRequest {
  upload: Promise<File> | File;
  accept: readonly AcceptedKind[];
}

interface Options {
  context: GraphQLContext;
  /** The list created, and its declared write rules (lists/<list>/access.ts). */
  list: ListKey;
  rules: WriteRules;
  /**
   * The columns the caller chose (Keystone's inputData): what the list's create and field rules
   * judge. What the server derives (the creator, the review flag, the files') insert adds.
   */
  input: Row;
  /**
   * Arguments of the call that are not columns (accounting's `allowDuplicate`): judged by the list's
   * field rules like the input's columns, never inserted.
   */
  arguments?: Row;
  /** The item the create rule judges, when it reads more than the input (an employee's full row). */
  item?: Row;
  /**
   * Checks of the input that come after the rules, as they did before the rules moved into the lists:
   * a caller who may not write learns nothing about their input.
   */
  checkInput?: () => Promise<void> | void;
  table: PgTable & { uploadKey: AnyPgColumn; createdById: AnyPgColumn; id: AnyPgColumn };
  uploadKey: string | null | undefined;
  files: UploadRequest[];
  /**
   * Looks at the uploads before anything is stored, after the rules and the idempotency key (a
   * repeated key answers its first item, never this check): throwing refuses the upload with nothing
   * stored (accounting: an invoice already in the company).
   */
  beforeStore?: (uploads: File[]) => Promise<void>;
  /** Inserts the rows in the commit's transaction; returns the new item's id. */
  insert(tx: Tx, stored: StoredFile[]): Promise<string>;
  details?: Commit['details'];
  notify?: Commit['notify'];
}

const UPLOAD_KEY = /^[A-Za-z0-9_.:-]{8,200}$/;

/**
 * The one path every upload takes: the list's write rules first (a refusal stores neither a row nor
 * a file), an idempotent `uploadKey` (the same key from the same user returns the first item, never
 * a second), files streamed to storage and hashed, rows inserted by commitWrite in one transaction
 * with their audit entry and notifications — and when anything fails, the stored files are removed
 * so no orphan remains. Answers the item as the caller reads it.
 */
export async function createWithFiles(options: Options): Promise<Row | null> {
  const { context, list, rules, input, table, uploadKey } = options;
  const principal = requireSignedIn(context);
  await authorizeWrite(context, rules, { list, operation: 'create', item: options.item ?? input, changes: { ...input, ...options.arguments } });
  await options.checkInput?.();
  if (uploadKey != null && !UPLOAD_KEY.test(uploadKey)) throw badInput('uploadKey must be 8 to 200 letters, digits or . _ : -');
  const read = (id: string) => findOne(lists, lists[list], context, id);
  const existing = async () => {
    if (uploadKey == null) return null;
    const [first] = await context.db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.createdById, principal.user.id), eq(table.uploadKey, uploadKey)));
    return first ? String(first.id) : null;
  };
  const firstId = await existing();
  if (firstId) return read(firstId);

  const uploads = await Promise.all(options.files.map((file) => file.upload));
  await options.beforeStore?.(uploads);
  const stored: StoredFile[] = [];
  try {
    for (const [i, file] of options.files.entries()) {
      stored.push(await context.storage.save(uploads[i] as File, { accept: file.accept, maxBytes: context.config.maxUploadBytes, uploader: { context, list } }));
    }
    const id = await commitWrite(context, { list, action: 'create', details: options.details, notify: options.notify, write: (tx) => options.insert(tx, stored) });
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
