import type { Db } from '../db/client';
import { auditEvents } from '../db/schema';

export interface AuditEntry {
  /** The real person acting (the impersonator when impersonating). */
  actorId: string | null;
  /** The user whose identity was used; null or equal to actorId when not impersonating. */
  onBehalfOfId: string | null;
  action: string;
  list?: string;
  itemId?: string;
  details?: Record<string, unknown>;
}

export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditEvents).values({
    actorId: entry.actorId,
    onBehalfOfId: entry.onBehalfOfId,
    action: entry.action,
    list: entry.list ?? '',
    itemId: entry.itemId ?? '',
    details: entry.details ?? {},
  });
}
