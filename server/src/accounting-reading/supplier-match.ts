// The supplier a company's people confirmed before, found again by the VAT ID or IBAN on a new
// document (as Lexoffice matches suppliers), and taught by each confirmation.
import { and, eq, or, sql } from 'drizzle-orm';
import type { ReadFields } from '../../../src/domain/accounting-reading-fields';
import type { Db } from '../db/client';
import { accountingSupplierKeys } from '../db/schema';

/** The keys a reading or a confirmation offers: its VAT ID and IBAN, when it has them. */
function supplierKeys(values: { supplierVatId?: string; iban?: string }): { kind: 'vatId' | 'iban'; value: string }[] {
  return [
    ...(values.supplierVatId ? [{ kind: 'vatId' as const, value: values.supplierVatId }] : []),
    ...(values.iban ? [{ kind: 'iban' as const, value: values.iban }] : []),
  ];
}

/** The name the company confirmed for this VAT ID (preferred) or IBAN, or null. */
export async function knownSupplier(db: Db, companyId: string, fields: ReadFields): Promise<string | null> {
  const keys = supplierKeys({ supplierVatId: fields.supplierVatId?.value, iban: fields.iban?.value });
  if (keys.length === 0) return null;
  const rows = await db
    .select({ kind: accountingSupplierKeys.kind, name: accountingSupplierKeys.supplierName })
    .from(accountingSupplierKeys)
    .where(and(eq(accountingSupplierKeys.companyId, companyId), or(...keys.map((key) => and(eq(accountingSupplierKeys.kind, key.kind), eq(accountingSupplierKeys.value, key.value))))));
  return (rows.find((row) => row.kind === 'vatId') ?? rows[0])?.name ?? null;
}

/** Remembers the confirmed supplier under the document's VAT ID and IBAN (a later correction wins). */
export async function teachSupplier(tx: Db, companyId: string, name: string, values: { supplierVatId?: string; iban?: string }): Promise<void> {
  for (const key of supplierKeys(values)) {
    await tx
      .insert(accountingSupplierKeys)
      .values({ companyId, kind: key.kind, value: key.value, supplierName: name })
      .onConflictDoUpdate({ target: [accountingSupplierKeys.companyId, accountingSupplierKeys.kind, accountingSupplierKeys.value], set: { supplierName: name, updatedAt: sql`now()` } });
  }
}
