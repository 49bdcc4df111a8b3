import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { archiveExports } from '../db/schema';

export interface ArchiveEntry {
  /** Storage key of the file. */
  key: string;
  /** Its name inside the ZIP (already unique within the archive). */
  name: string;
}

/** Records what an archive link will stream; expired records are cleared on the way. */
export async function recordArchiveExport(db: Db, input: { userId: string; list: string; entries: ArchiveEntry[]; expiresAt: Date }): Promise<string> {
  await db.delete(archiveExports).where(lt(archiveExports.expiresAt, new Date()));
  const [row] = await db.insert(archiveExports).values(input).returning({ id: archiveExports.id });
  if (!row) throw new Error('archive export was not recorded');
  return row.id;
}

/** The entries of an archive that has not expired, or null. */
export async function loadArchiveEntries(db: Db, id: string): Promise<ArchiveEntry[] | null> {
  const [row] = await db
    .select({ entries: archiveExports.entries })
    .from(archiveExports)
    .where(and(eq(archiveExports.id, id), gt(archiveExports.expiresAt, new Date())));
  return row?.entries ?? null;
}
