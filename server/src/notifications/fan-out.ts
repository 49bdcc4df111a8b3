import { inArray, and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { notificationItems, pushSubscriptions, users } from '../db/schema';
import { eventKey, type NotificationEvent } from './events';
import { recipientsOf } from './recipients';
import type { PushJobData } from './deliver-push';

/** What the event job queues besides the items: a digest per user, a push per item and device. */
export interface FanOutSinks {
  sendDigest(tx: Db, userId: string): Promise<unknown>;
  sendPush(tx: Db, job: PushJobData['push']): Promise<unknown>;
}

/**
 * The event job: one notification item per recipient (unique per event and recipient, so a retried
 * job adds nothing twice), a digest job for each recipient who wants mail immediately, and a push
 * job for each new item and each device its recipient turned push on — in one transaction, so a
 * crash leaves either all of it or none for the retry.
 */
export async function fanOut(db: Db, event: NotificationEvent, sinks: FanOutSinks): Promise<void> {
  const recipients = await recipientsOf(db, event);
  if (recipients.length === 0) return;
  const key = eventKey(event);
  const userIds = recipients.map((r) => r.userId);
  await db.transaction(async (tx) => {
    const added = await tx
      .insert(notificationItems)
      .values(recipients.map((r) => ({ eventKey: key, recipientId: r.userId, kind: r.kind, params: r.params })))
      .onConflictDoNothing()
      .returning({ id: notificationItems.id, recipientId: notificationItems.recipientId });
    const immediate = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, userIds), eq(users.notificationDigest, 'immediate')));
    for (const user of immediate) await sinks.sendDigest(tx, user.id);
    if (added.length === 0) return;
    const devices = await tx
      .select({ id: pushSubscriptions.id, userId: pushSubscriptions.userId })
      .from(pushSubscriptions)
      .where(inArray(pushSubscriptions.userId, added.map((item) => item.recipientId)));
    for (const item of added) {
      for (const device of devices.filter((d) => d.userId === item.recipientId)) {
        await sinks.sendPush(tx, { userId: item.recipientId, itemId: item.id, subscriptionId: device.id });
      }
    }
  });
}
