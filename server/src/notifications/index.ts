import type { Db } from '../db/client';
import type { NotificationEvent } from './events';

export type { NotificationEvent } from './events';

/**
 * How a mutation reports something worth a notification mail. Call it inside the transaction that
 * writes the change (`context.db.transaction(async (tx) => …)`), after the rows are written:
 *
 *     await enqueueNotification(context, tx, { kind: 'hrDocumentReviewed', documentId, outcome: 'declined' });
 *
 * The event reaches the durable job queue only if that transaction commits; who is told, in which
 * language and when (their digest choice) is decided by the queue's workers. To add an event,
 * add its kind to `events.ts`, its recipients to `recipients.ts` and its text, in all four
 * languages, to `server/src/mail/notification-catalog.ts`.
 */
export function enqueueNotification(context: { notifications: { enqueue(tx: Db, event: NotificationEvent): Promise<void> } }, tx: Db, event: NotificationEvent): Promise<void> {
  return context.notifications.enqueue(tx, event);
}
