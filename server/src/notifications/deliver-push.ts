import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { notificationItems, pushSubscriptions, users } from '../db/schema';
import { mailLanguage } from '../mail/notification-catalog';
import { pushTitle, pushUnreadLine } from '../push/push-catalog';
import type { PushSender } from '../push/push-sender';
import { pushPayload } from '../../../src/domain/push-payload';

/** One push job: one notification item to one device. */
export interface PushJobData {
  push: { userId: string; itemId: string; subscriptionId: string };
}

/** How long a push service keeps a message for a device that is off: a day, then it is stale. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;

/** The user's unread items (the notification centre's count). */
export async function unreadCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notificationItems)
    .where(and(eq(notificationItems.recipientId, userId), isNull(notificationItems.readAt)));
  return Number(row?.n ?? 0);
}

/**
 * Sends one notification to one device, in the user's language: the event's kind as the title, the
 * unread count, the record's path; no name, amount or document. A device the push service no longer
 * knows (404, 410) loses its subscription; any other failure throws and the job is retried for this
 * device alone. An item already read, or a subscription already gone, sends nothing.
 */
export async function deliverPush(db: Db, sender: PushSender, { userId, itemId, subscriptionId }: PushJobData['push']): Promise<void> {
  const [subscription] = await db.select().from(pushSubscriptions).where(and(eq(pushSubscriptions.id, subscriptionId), eq(pushSubscriptions.userId, userId)));
  const [item] = await db.select().from(notificationItems).where(and(eq(notificationItems.id, itemId), eq(notificationItems.recipientId, userId)));
  if (!subscription || !item || item.readAt) return;
  const [user] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  const language = mailLanguage(user?.language);
  const unread = await unreadCount(db, userId);
  const payload = pushPayload({
    kind: item.kind,
    title: pushTitle(language, item.kind),
    body: pushUnreadLine(language, unread),
    path: item.params.path ?? '/',
    unread,
    tag: item.eventKey,
    language,
  });
  const outcome = await sender.send(subscription, JSON.stringify(payload), { topic: topicOf(item.id), ttlSeconds: PUSH_TTL_SECONDS });
  if (outcome === 'gone') await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id));
}

/** A push topic is at most 32 URL-safe characters: the item id, trimmed to fit. */
function topicOf(itemId: string): string {
  return itemId.replace(/[^A-Za-z0-9_]/g, '').slice(0, 32);
}
