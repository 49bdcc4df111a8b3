import type { Db } from '../db/client';
import { auditEvents } from '../db/schema';
import type { Principal } from '../principal';

/** Who an entry is written for: this request's caller. */
type Caller = { principal: Principal | null };

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

/** The one audit writer: every entry goes through here. */
export async function recordAudit(db: Pick<Db, 'insert'>, entry: AuditEntry): Promise<void> {
  await db.insert(auditEvents).values({
    actorId: entry.actorId,
    onBehalfOfId: entry.onBehalfOfId,
    action: entry.action,
    list: entry.list ?? '',
    itemId: entry.itemId ?? '',
    details: entry.details ?? {},
  });
}

/** An entry for this request's caller: the real actor, and on whose behalf when impersonating. */
export function auditAs(
  db: Pick<Db, 'insert'>,
  context: Caller,
  entry: { action: string; list: string; itemId: string; details?: Record<string, unknown> },
): Promise<void> {
  const principal = context.principal;
  return recordAudit(db, {
    actorId: principal?.actor.id ?? null,
    onBehalfOfId: principal && principal.actor.id !== principal.user.id ? principal.user.id : null,
    ...entry,
  });
}

/**
 * A refused write that looks like escalation (linking oneself, reviewing one's own work, granting a
 * right one may not): recorded outside the refused write, which changed nothing.
 */
export function recordRefusal(
  db: Pick<Db, 'insert'>,
  context: Caller,
  refusal: { list: string; itemId: string; reason: string; operation: string; field?: string },
): Promise<void> {
  const { list, itemId, ...details } = refusal;
  return auditAs(db, context, { action: 'access.refused', list, itemId, details });
}
