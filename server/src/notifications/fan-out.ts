import { inArray, and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { notificationItems, users } from '../db/schema';
import { eventKey, type NotificationEvent } from './events';
import { recipientsOf } from './recipients';

/**
 * The event job: one notification item per recipient (unique per event and recipient, so a retried
 * job adds nothing twice), and a digest job for each recipient who wants mail immediately — in one
 * transaction, so a crash leaves either all of it or none for the retry.
 */
export async function fanOut(db: Db, event: NotificationEvent, sendDigest: (tx: Db, userId: string) => Promise<unknown>): Promise<void> {
  const recipients = await recipientsOf(db, event);
  if (recipients.length === 0) return;
  const key = eventKey(event);
  await db.transaction(async (tx) => {
    await tx
      .insert(notificationItems)
      .values(recipients.map((r) => ({ eventKey: key, recipientId: r.userId, kind: r.kind, params: r.params })))
      .onConflictDoNothing();
    const immediate = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, recipients.map((r) => r.userId)), eq(users.notificationDigest, 'immediate')));
    for (const user of immediate) await sendDigest(tx, user.id);
  });
}
