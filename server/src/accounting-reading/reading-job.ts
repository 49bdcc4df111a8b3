// The reading as a background job (pg-boss): queued in the upload's own transaction, so the upload
// is confirmed at once and the fields arrive when the job has read the file — OCR can take seconds.
import { eq } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { ReadFieldName, Reading } from '../../../src/domain/accounting-reading-fields';
import { nothingRead } from '../../../src/domain/accounting-reading-fields';
import type { Db } from '../db/client';
import { accountingDocuments, accountingReadings } from '../db/schema';
import type { Logger } from '../log';
import { transactionExecutor } from '../notifications/sql-adapters';
import { mimeTypes } from '../storage/file-kind';
import type { FileStorage } from '../storage/file-storage';
import { findDuplicate } from './duplicates';
import type { OcrOptions } from './ocr';
import { readDocument, type ReadableKind } from './read-document';
import { filterColumns, valuesInForce } from './reading-columns';
import { knownSupplier } from './supplier-match';

const READING_QUEUE = 'accounting-reading';
/** OCR may fail for a passing reason (the machine's memory); twice more, then "nothing read". */
const RETRY_LIMIT = 2;
/** A job active longer than this (its worker died) is tried again. */
const EXPIRE_SECONDS = 15 * 60;

/** A stored document's kind by the MIME type its upload recorded (storage/file-kind.ts). */
const KINDS = new Map((Object.keys(mimeTypes) as ReadableKind[]).map((kind) => [mimeTypes[kind], kind]));

export interface ReadingDeps {
  db: Db;
  storage: FileStorage;
  log: Logger;
  /** Bytes read from storage at most (MAX_UPLOAD_BYTES). */
  maxBytes: number;
  ocr?: OcrOptions;
}

/** Creates the queue (idempotent); run once at start, with the other queues (services.ts). */
export async function installReadingQueue(boss: PgBoss): Promise<void> {
  const settings = { name: READING_QUEUE, retryLimit: RETRY_LIMIT, retryDelay: 30, retryBackoff: true, expireInSeconds: EXPIRE_SECONDS };
  await boss.createQueue(READING_QUEUE, settings);
}

/** Queues the document's reading in the upload's transaction `tx`: read exactly when the upload commits. */
export async function enqueueReading(boss: PgBoss, tx: Db, documentId: string): Promise<void> {
  await boss.send(READING_QUEUE, { documentId }, { db: transactionExecutor(tx), singletonKey: documentId });
}

async function bytesOf(storage: FileStorage, key: string, maxBytes: number): Promise<Uint8Array | null> {
  const stream = await storage.read(key);
  if (!stream) return null;
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.byteLength;
    if (size > maxBytes) throw new Error('stored file larger than the upload limit');
    chunks.push(chunk);
  }
  // A Buffer is a Uint8Array: no second copy of the file.
  return Buffer.concat(chunks);
}

/**
 * The reading as it is stored: a supplier the company confirmed before under this VAT ID or IBAN
 * gives its name (found by a checked key); then the columns the filters and the duplicate check use,
 * from the values in force.
 */
export async function resolveReading(db: Db, companyId: string, reading: Reading, confirmed: Partial<Record<ReadFieldName, string>> | null = null) {
  const supplier = await knownSupplier(db, companyId, reading.fields);
  if (supplier && reading.fields.supplierName?.source !== 'exact') reading.fields.supplierName = { value: supplier, source: 'read', confidence: 0.95 };
  return filterColumns(valuesInForce(reading.fields, confirmed));
}

/** Stores what was read in `documentId` (in the upload's transaction when read there), with the duplicate it makes. */
export async function storeReading(db: Db, documentId: string, companyId: string, reading: Reading, status: 'done' | 'failed'): Promise<void> {
  const [row] = await db.select({ confirmed: accountingReadings.confirmed }).from(accountingReadings).where(eq(accountingReadings.documentId, documentId));
  const columns = await resolveReading(db, companyId, reading, row?.confirmed ?? null);
  const duplicateOfId = await findDuplicate(db, documentId, companyId, columns);
  const values = { status, method: reading.method, format: reading.format, fields: reading.fields, vatLines: reading.vatLines, differences: reading.differences, duplicateOfId, ...columns, readAt: new Date() };
  await db
    .insert(accountingReadings)
    .values({ documentId, companyId, ...values })
    .onConflictDoUpdate({ target: accountingReadings.documentId, set: values });
}

/** Reads one document and stores what was found; a document removed meanwhile is skipped. */
export async function readStoredDocument(deps: ReadingDeps, documentId: string, options: { lastAttempt?: boolean } = {}): Promise<void> {
  const [document] = await deps.db
    .select({ companyId: accountingDocuments.companyId, fileKey: accountingDocuments.fileKey, mimetype: accountingDocuments.mimetype })
    .from(accountingDocuments)
    .where(eq(accountingDocuments.id, documentId));
  if (!document) return;
  const kind = document.mimetype ? KINDS.get(document.mimetype) : undefined;
  const bytes = document.fileKey && kind ? await bytesOf(deps.storage, document.fileKey, deps.maxBytes) : null;
  if (!bytes || !kind) return storeReading(deps.db, documentId, document.companyId, nothingRead(), 'done');
  try {
    const started = Date.now();
    const reading = await readDocument(bytes, kind, { ocrOptions: deps.ocr });
    deps.log.info('accounting document read', { documentId, method: reading.method, fields: Object.keys(reading.fields).length, ms: Date.now() - started });
    await storeReading(deps.db, documentId, document.companyId, reading, 'done');
  } catch (error) {
    deps.log.error('accounting document reading failed', { documentId, error: error instanceof Error ? error.message : String(error) });
    // Listed as uploaded with nothing read, rather than pending for ever.
    if (options.lastAttempt) return storeReading(deps.db, documentId, document.companyId, nothingRead(), 'failed');
    throw error;
  }
}

/**
 * This process works reading jobs one at a time (OCR takes a core). The queue exists already:
 * createServices made it, one process at a time (creating it at once with another process deadlocks).
 */
export function startReadingWorker(boss: PgBoss, deps: ReadingDeps, pollingIntervalSeconds = 2): Promise<string> {
  return boss.work<{ documentId: string }>(READING_QUEUE, { pollingIntervalSeconds, batchSize: 1, includeMetadata: true }, async ([job]) => {
    if (job) await readStoredDocument(deps, job.data.documentId, { lastAttempt: job.retryCount >= RETRY_LIMIT });
  });
}
