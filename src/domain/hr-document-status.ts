import type { HrDocumentDeclined } from './enums';

// What an employee's HR documents need (spec §3, §4, §7): the badges of /hr/documents, the dashboard's
// "action needed" list and the reminder e-mails at 90, 30 and 7 days all read these rules, in the
// portal and in the API.

/** Days before expiry at which a reminder is due (issue 10); the messages engine e-mails each once. */
export const REMINDER_DAYS = [90, 30, 7] as const;
export type ReminderDays = (typeof REMINDER_DAYS)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

function utcDay(calendarDay: string): number {
  const [y, m, d] = calendarDay.split('-').map(Number);
  return Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1);
}

/** Whole days from `today` to `expirationDate` (both 'YYYY-MM-DD'); negative once expired. */
export function daysUntil(expirationDate: string, today: string): number {
  return Math.round((utcDay(expirationDate) - utcDay(today)) / DAY_MS);
}

/** 'YYYY-MM-DD' of a date in the local calendar (what "today" means to the person looking). */
export function calendarDayOf(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export type ExpiryState = 'expired' | 'expiring' | 'valid' | 'none';

/**
 * Expired from the day after its expiration date; expiring within the type's
 * `appShowExpiringInfoInDays` (0 shows no warning, only expiry).
 */
export function expiryState(expirationDate: string | null | undefined, warnDays: number, today: string): ExpiryState {
  if (!expirationDate) return 'none';
  const left = daysUntil(expirationDate, today);
  if (left < 0) return 'expired';
  return left <= warnDays ? 'expiring' : 'valid';
}

/**
 * The reminder due for a document `daysLeft` before expiry: the smallest threshold not yet passed,
 * so a run that missed a day still sends it; null when more than 90 days remain or it has expired.
 */
export function dueReminder(daysLeft: number): ReminderDays | null {
  if (daysLeft < 0) return null;
  const due = [...REMINDER_DAYS].sort((a, b) => a - b).find((threshold) => daysLeft <= threshold);
  return due ?? null;
}

export type DocumentFacts = {
  id: string;
  needsReview: boolean;
  requestedRemoval: boolean;
  declined: HrDocumentDeclined | null;
  expirationDate: string | null;
  createdAt: string;
};

export type DocumentBadge = 'needsReview' | 'removalRequested' | 'declined' | 'removalDeclined' | 'expiring' | 'expired';

export function documentBadges(document: DocumentFacts, warnDays: number, today: string): DocumentBadge[] {
  const badges: DocumentBadge[] = [];
  if (document.needsReview) badges.push('needsReview');
  if (document.requestedRemoval) badges.push('removalRequested');
  if (document.declined === 'upload') badges.push('declined');
  if (document.declined === 'removal') badges.push('removalDeclined');
  const expiry = expiryState(document.expirationDate, warnDays, today);
  if (expiry === 'expired' || expiry === 'expiring') badges.push(expiry);
  return badges;
}

/**
 * The document that stands for its type: the newest one not declined. A renewal (a newer upload of
 * the same type) takes over, so the older one's expiry no longer asks for action.
 */
export function currentDocument<T extends Pick<DocumentFacts, 'declined' | 'createdAt'>>(documents: readonly T[]): T | null {
  const live = documents.filter((d) => d.declined !== 'upload');
  return live.reduce<T | null>((newest, d) => (newest === null || d.createdAt > newest.createdAt ? d : newest), null);
}

export type ActionReason = 'missing' | 'expired' | 'expiring';

/** What a type asks of the employee now: a required type without a document, or an expiry to renew. */
export function actionNeeded(
  type: { isRequired: boolean; appShowExpiringInfoInDays: number },
  documents: readonly Pick<DocumentFacts, 'declined' | 'createdAt' | 'expirationDate'>[],
  today: string,
): { reason: ActionReason; expirationDate: string | null } | null {
  const current = currentDocument(documents);
  if (!current) return type.isRequired ? { reason: 'missing', expirationDate: null } : null;
  const expiry = expiryState(current.expirationDate, type.appShowExpiringInfoInDays, today);
  if (expiry === 'expired' || expiry === 'expiring') return { reason: expiry, expirationDate: current.expirationDate };
  return null;
}
