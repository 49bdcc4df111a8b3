import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { hrSalaries } from '../../db/schema';

/** Records the first time the employee downloaded a salary document; later downloads keep that date. */
export async function recordSalarySeen(db: Db, salaryId: string, at = new Date()): Promise<void> {
  await db.update(hrSalaries).set({ firstSeenAt: at }).where(and(eq(hrSalaries.id, salaryId), isNull(hrSalaries.firstSeenAt)));
}
