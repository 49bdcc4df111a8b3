// Duplicates: the same supplier, invoice number and total in one company — the same invoice sent
// twice (by post and by e-mail, as a PDF and as its e-invoice), whatever the bytes.
import { and, asc, eq, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accountingDocuments, accountingReadings } from '../db/schema';
import { accessSql } from '../keystone/where';

export interface DuplicateColumns {
  supplierKey: string | null;
  invoiceNumber: string | null;
  totalAmount: string | null;
}

/** The same invoice among the company's read documents (other than `documentId`), or null when a column is missing. */
function sameInvoice(companyId: string, columns: DuplicateColumns, documentId: string | null): SQL | null {
  const { supplierKey, invoiceNumber, totalAmount } = columns;
  if (!supplierKey || !invoiceNumber || !totalAmount) return null;
  return and(
    eq(accountingReadings.companyId, companyId),
    documentId === null ? undefined : ne(accountingReadings.documentId, documentId),
    eq(accountingReadings.supplierKey, supplierKey),
    eq(accountingReadings.invoiceNumber, invoiceNumber),
    eq(accountingReadings.totalAmount, totalAmount),
    isNotNull(accountingReadings.readAt),
  ) as SQL;
}

export async function findDuplicate(db: Db, documentId: string, companyId: string, columns: DuplicateColumns): Promise<string | null> {
  const same = sameInvoice(companyId, columns, documentId);
  if (!same) return null;
  const [first] = await db.select({ documentId: accountingReadings.documentId }).from(accountingReadings).where(same).orderBy(asc(accountingReadings.createdAt)).limit(1);
  return first?.documentId ?? null;
}

export interface ExistingDocument {
  id: string;
  filename: string | null;
  createdAt: Date;
}

/**
 * Before an upload is stored: the earliest document of the company with the same invoice that the
 * uploader reads (`readFilter`, the list's). One they may not read is not named to them: their
 * upload is stored and the background reading marks it (docs/decisions/accounting-reading.md).
 */
export async function findStoredInvoice(db: Db, readFilter: SQL | boolean, companyId: string, columns: DuplicateColumns): Promise<ExistingDocument | null> {
  const same = sameInvoice(companyId, columns, null);
  if (!same) return null;
  const [first] = await db
    .select({ id: accountingDocuments.id, filename: accountingDocuments.filename, createdAt: accountingDocuments.createdAt })
    .from(accountingReadings)
    .innerJoin(accountingDocuments, eq(accountingDocuments.id, accountingReadings.documentId))
    .where(and(same, accessSql(readFilter)))
    .orderBy(asc(accountingReadings.createdAt))
    .limit(1);
  return first ? { id: String(first.id), filename: first.filename, createdAt: first.createdAt } : null;
}

/**
 * Holds, until the transaction ends, every other upload of the same invoice in the company: two
 * uploads sent at once cannot both find no duplicate and both be stored.
 */
export async function lockInvoice(tx: Db, companyId: string, columns: DuplicateColumns): Promise<void> {
  if (!sameInvoice(companyId, columns, null)) return;
  const key = `accounting-invoice|${companyId}|${columns.supplierKey}|${columns.invoiceNumber}|${columns.totalAmount}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}
