import { and, eq, gt, gte, isNull, lte, ne, notExists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { daysUntil, dueReminder, REMINDER_DAYS, type ReminderDays } from '../../../../src/domain/hr-document-status';
import type { Db } from '../../db/client';
import { companyEmployees, hrDocuments, hrDocumentTypes, users } from '../../db/schema';

// Expiry reminders for the messages-and-notifications engine (issue 10): which e-mails are due today.
// A reminder is due once the document is within 90, 30 or 7 days of its expiry; the engine sends each
// `reminderKey` once (it may run late or twice a day: the key, not the day, says what was sent).
// Only the current document of its type counts: a renewal (any newer upload of the same type for the
// same employee that was not declined) ends the reminders of the one it renews.

export type DueReminder = {
  /** `${documentId}:${daysBefore}` — send each key once. */
  reminderKey: string;
  daysBefore: ReminderDays;
  daysLeft: number;
  documentId: string;
  expirationDate: string;
  typeId: string;
  typeName: string;
  employeeId: string;
  employeeName: string;
  companyId: string;
  /** The employee's sign-in address, when they have an account; their company's HR are found by companyId. */
  employeeEmail: string | null;
};

/** Reminders due on `today` ('YYYY-MM-DD'): documents expiring within the first threshold (90 days). */
export async function dueHrDocumentReminders(db: Db, today: string): Promise<DueReminder[]> {
  const newer = alias(hrDocuments, 'newer');
  // Both parameters typed: `date + unknown` is ambiguous (integer, interval, time) and Postgres refuses it.
  const horizon = sql`(${today}::date + ${Math.max(...REMINDER_DAYS)}::int)`;
  const renewal = db
    .select({ id: newer.id })
    .from(newer)
    .where(
      and(
        eq(newer.employeeId, hrDocuments.employeeId),
        eq(newer.typeId, hrDocuments.typeId),
        gt(newer.createdAt, hrDocuments.createdAt),
        sql`${newer.declined} is distinct from 'upload'`,
      ),
    );
  const rows = await db
    .select({
      documentId: hrDocuments.id,
      expirationDate: hrDocuments.expirationDate,
      typeId: hrDocumentTypes.id,
      typeName: hrDocumentTypes.name,
      employeeId: companyEmployees.id,
      employeeName: companyEmployees.name,
      companyId: companyEmployees.companyId,
      employeeEmail: users.email,
    })
    .from(hrDocuments)
    .innerJoin(hrDocumentTypes, eq(hrDocumentTypes.id, hrDocuments.typeId))
    .innerJoin(companyEmployees, eq(companyEmployees.id, hrDocuments.employeeId))
    .leftJoin(users, eq(users.id, companyEmployees.userId))
    .where(
      and(
        gte(hrDocuments.expirationDate, today),
        lte(hrDocuments.expirationDate, sql`${horizon}`),
        // Documents on their way out and declined uploads need no renewal reminder.
        eq(hrDocuments.requestedRemoval, false),
        or(isNull(hrDocuments.declined), ne(hrDocuments.declined, 'upload')),
        eq(companyEmployees.isArchived, false),
        eq(companyEmployees.settingHrDocumentsDisabled, false),
        notExists(renewal),
      ),
    )
    .orderBy(hrDocuments.expirationDate, hrDocuments.id);
  const reminders: DueReminder[] = [];
  for (const row of rows) {
    if (!row.expirationDate) continue;
    const daysLeft = daysUntil(row.expirationDate, today);
    const daysBefore = dueReminder(daysLeft);
    if (daysBefore === null) continue;
    reminders.push({ ...row, expirationDate: row.expirationDate, daysLeft, daysBefore, reminderKey: `${row.documentId}:${daysBefore}` });
  }
  return reminders;
}
