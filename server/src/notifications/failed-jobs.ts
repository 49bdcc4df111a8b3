import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { recordAudit } from '../audit/record';
import type { Db } from '../db/client';
import { notificationItems } from '../db/schema';
import type { Logger } from '../log';
import type { PushJobData } from './deliver-push';
import { eventKey, type NotificationEvent } from './events';

/** What a job of the dead letter queue carries: the data of the job that failed for good (none for a scheduled scan). */
export type FailedJobData = { userId?: string; event?: NotificationEvent; push?: PushJobData['push'] };

/** The audit action an administrator filters on (docs/decisions/notifications.md, "Failed for good"). */
export const NOTIFICATION_FAILED_ACTION = 'notification.failed';

const MAX_ERROR_LENGTH = 500;

/** The reason pg-boss kept with the failed job: the thrown error's message, or its timeout text. */
function reasonOf(output: unknown): string {
  const record = output && typeof output === 'object' ? (output as { message?: unknown; value?: { message?: unknown } }) : {};
  const message = typeof record.message === 'string' ? record.message : typeof record.value?.message === 'string' ? record.value.message : 'unknown';
  return message.slice(0, MAX_ERROR_LENGTH);
}

/**
 * The notifications of `userId` no digest will send any more: claimed by a digest job that is
 * neither waiting nor running (it failed for good), and not sent. A new digest claims only
 * unclaimed items, so these are never mailed unless someone acts on the record.
 */
function undeliveredOf(db: Db, userId: string, digestQueue: string): Promise<{ eventKey: string }[]> {
  return db
    .select({ eventKey: notificationItems.eventKey })
    .from(notificationItems)
    .where(
      and(
        eq(notificationItems.recipientId, userId),
        isNull(notificationItems.sentAt),
        isNotNull(notificationItems.claimedBy),
        sql`${notificationItems.claimedBy} not in (select id::text from pgboss.job where name = ${digestQueue} and state in ('created', 'retry', 'active'))`,
      ),
    )
    .orderBy(notificationItems.createdAt, notificationItems.id);
}

/**
 * A job of the notification queues spent its retries (SMTP refused every attempt, or its worker
 * died on the last one) and pg-boss moved it to the dead letter queue. It must not vanish: an
 * error in the log with the event keys and the recipient's user id (never the mail), and a
 * `notification.failed` line in the audit log, which administrators read in the admin area.
 */
export async function recordFailedJob(deps: { db: Db; log: Logger; digestQueue: string }, job: PgBoss.JobWithMetadata<FailedJobData>): Promise<void> {
  const { db, log } = deps;
  const data: FailedJobData = job.data ?? {};
  if (data.push) return recordFailedPush(deps, data.push, reasonOf(job.output));
  const userId = data.userId ?? null;
  const stage = userId ? 'digest' : data.event ? 'event' : 'scheduled';
  const eventKeys = userId ? (await undeliveredOf(db, userId, deps.digestQueue)).map((item) => item.eventKey) : data.event ? [eventKey(data.event)] : [];
  const error = reasonOf(job.output);
  log.error('notification failed for good', { stage, userId, eventKeys, error });
  await recordAudit(db, { actorId: null, onBehalfOfId: null, action: NOTIFICATION_FAILED_ACTION, list: userId ? 'User' : '', itemId: userId ?? '', details: { stage, eventKeys, error } });
}

/** A push that no attempt delivered: the same record, stage `push`, with the item's event key. */
async function recordFailedPush(deps: { db: Db; log: Logger }, push: PushJobData['push'], error: string): Promise<void> {
  const [item] = await deps.db.select({ eventKey: notificationItems.eventKey }).from(notificationItems).where(eq(notificationItems.id, push.itemId));
  const eventKeys = item ? [item.eventKey] : [];
  deps.log.error('notification failed for good', { stage: 'push', userId: push.userId, eventKeys, error });
  await recordAudit(deps.db, { actorId: null, onBehalfOfId: null, action: NOTIFICATION_FAILED_ACTION, list: 'User', itemId: push.userId, details: { stage: 'push', eventKeys, error } });
}
