// Duplicates: the same supplier, invoice number and total in one company — the same invoice sent
// twice (by post and by e-mail, as a PDF and as its e-invoice), whatever the bytes.
import { and, asc, eq, isNotNull, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accountingReadings } from '../db/schema';

export async function findDuplicate(db: Db, documentId: string, companyId: string, columns: { supplierKey: string | null; invoiceNumber: string | null; totalAmount: string | null }): Promise<string | null> {
  const { supplierKey, invoiceNumber, totalAmount } = columns;
  if (!supplierKey || !invoiceNumber || !totalAmount) return null;
  const [first] = await db
    .select({ documentId: accountingReadings.documentId })
    .from(accountingReadings)
    .where(
      and(
        eq(accountingReadings.companyId, companyId),
        ne(accountingReadings.documentId, documentId),
        eq(accountingReadings.supplierKey, supplierKey),
        eq(accountingReadings.invoiceNumber, invoiceNumber),
        eq(accountingReadings.totalAmount, totalAmount),
        isNotNull(accountingReadings.readAt),
      ),
    )
    .orderBy(asc(accountingReadings.createdAt))
    .limit(1);
  return first?.documentId ?? null;
}
