import { and, eq, isNull } from 'drizzle-orm';
import { calendarDayOf } from '../../../src/domain/hr-document-status';
import type { Db } from '../db/client';
import { notificationItems, users } from '../db/schema';
import { dueHrDocumentReminders } from '../lists/hr-document/reminders';
import type { NotificationEvent } from './events';

/** The daily schedule: one digest job for each daily-digest user with unsent notifications. */
export async function enqueueDailyDigests(db: Db, sendDigest: (userId: string) => Promise<void>): Promise<void> {
  const pending = await db
    .selectDistinct({ userId: notificationItems.recipientId })
    .from(notificationItems)
    .innerJoin(users, eq(users.id, notificationItems.recipientId))
    .where(and(isNull(notificationItems.sentAt), isNull(notificationItems.claimedBy), eq(users.notificationDigest, 'daily')));
  for (const { userId } of pending) await sendDigest(userId);
}

/**
 * The daily expiry reminders: one event per reminder the HR-document API says is due
 * (`dueHrDocumentReminders`, the one source of truth for thresholds, renewals and exclusions).
 * The event key carries the threshold (90, 30 or 7), so a scan that runs late, twice a day, or
 * every day inside a window mails each reminder once.
 */
export async function enqueueExpiryReminders(
  db: Db,
  enqueue: (tx: Db, event: NotificationEvent) => Promise<void>,
  today: string = calendarDayOf(new Date()),
): Promise<void> {
  const due = await dueHrDocumentReminders(db, today);
  if (due.length === 0) return;
  await db.transaction(async (tx) => {
    for (const reminder of due) {
      await enqueue(tx, { kind: 'hrDocumentExpiring', documentId: reminder.documentId, daysBefore: reminder.daysBefore, daysLeft: reminder.daysLeft });
    }
  });
}
