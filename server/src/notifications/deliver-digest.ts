import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companyEmployees, notificationItems, users } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { mailLanguage } from '../mail/notification-catalog';
import { renderDigest } from './render-digest';

interface DigestJob {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  jobId: string;
  userId: string;
}

/**
 * The digest job: claims the user's unsent notifications for this job, mails them as one message,
 * then marks them sent. A retry of the same job (pg-boss keeps its id) sends exactly what it had
 * claimed, nothing more, under the same Message-ID; no other job takes those. So the only repeat
 * left (a crash after SMTP accepted, before the mark) is the identical message again, which
 * receivers can drop by Message-ID (docs/decisions/notifications.md). The claim and the mark are separate short
 * transactions, so no database lock is held while SMTP answers.
 */
export async function deliverDigest({ db, mailer, publicUrl, jobId, userId }: DigestJob): Promise<void> {
  // Always through the recipient (notification_items_pending_idx): claimed_by has no index of its
  // own, and matching it alone read the whole table three times per mail (10,000 events → 10,000
  // mails each scanning every item: quadratic). An item's claim is only ever by its recipient's digest.
  const claimedUnsent = and(eq(notificationItems.recipientId, userId), eq(notificationItems.claimedBy, jobId), isNull(notificationItems.sentAt));
  // A retry keeps its first claim: taking newer items too would change a mail that may already be out.
  const [earlier] = await db.select({ id: notificationItems.id }).from(notificationItems).where(claimedUnsent).limit(1);
  if (!earlier) {
    const claimed = await db
      .update(notificationItems)
      .set({ claimedBy: jobId })
      .where(and(eq(notificationItems.recipientId, userId), isNull(notificationItems.sentAt), isNull(notificationItems.claimedBy)))
      .returning({ id: notificationItems.id });
    if (claimed.length === 0) return;
  }

  const items = await db
    .select({ kind: notificationItems.kind, params: notificationItems.params })
    .from(notificationItems)
    .where(claimedUnsent)
    .orderBy(asc(notificationItems.createdAt), asc(notificationItems.id));
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return;
  const [employee] = user.name
    ? []
    : await db.select({ name: companyEmployees.name }).from(companyEmployees).where(eq(companyEmployees.userId, userId)).limit(1);

  const mail = renderDigest({ email: user.email, name: user.name || employee?.name || '', language: mailLanguage(user.language) }, items, publicUrl);
  await mailer.send({ ...mail, messageId: digestMessageId(jobId, publicUrl) });
  await db.update(notificationItems).set({ sentAt: sql`now()` }).where(claimedUnsent);
}

/** One Message-ID per digest job: the same on every attempt of that job, unique across jobs. */
export function digestMessageId(jobId: string, publicUrl: string): string {
  let host = 'portal.invalid';
  try {
    host = new URL(publicUrl).hostname || host;
  } catch {
    // An unparsable PUBLIC_URL still gets a valid Message-ID.
  }
  return `<notify.${jobId.replace(/[^\w.-]/g, '')}@${host}>`;
}
