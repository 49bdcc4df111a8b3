import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AuditAction } from '@/domain/audit-actions';
import { isInspectableList } from '@/domain/admin-lists';
import { humanize } from './humanize';
import { LIST_WORDS } from './list-words';

// The audit log's actions in words, for the audit log and the user inspection (issue #44: they
// showed 'impersonation.start', 'updateHrProfile'). The CSV export keeps the stored codes: it is
// read by programs, and filtering by action still takes the code.

export const AUDIT_ACTION_WORDS: Record<AuditAction, MessageDescriptor> = {
  create: msg`Created`,
  update: msg`Changed`,
  delete: msg`Deleted`,
  archive: msg`Archived`,
  review: msg`Reviewed`,
  release: msg`Salary control released`,
  reopen: msg`Salary control reopened`,
  read: msg`Messages read`,
  seen: msg`Seen`,
  updateHrProfile: msg`HR profile saved`,
  confirmReading: msg`Reading confirmed`,
  'access.refused': msg`Access refused`,
  'accountingReadings.export': msg`Readings exported`,
  'auditEvents.export': msg`Audit log exported`,
  'impersonation.start': msg`Impersonation started`,
  'impersonation.stop': msg`Impersonation ended`,
  'impersonated.request': msg`Request while impersonating`,
  'oidc.link': msg`Sign-in provider linked`,
  'notification-settings': msg`Notification settings changed`,
  'notification-digest': msg`Mail summary changed`,
  'notifications-read': msg`Notifications read`,
  'notification.failed': msg`Notification not delivered`,
  'push-subscribe': msg`Push notifications turned on on a device`,
  'push-unsubscribe': msg`Push notifications turned off on a device`,
  'upload.malware': msg`Upload refused: malware found`,
};

/** An action in words; one the portal does not know yet (a newer API) readable all the same. */
export function auditActionWords(i18n: I18n, action: string | null | undefined): string {
  if (!action) return '—';
  const words = (AUDIT_ACTION_WORDS as Record<string, MessageDescriptor | undefined>)[action];
  return words ? i18n._(words) : humanize(action);
}

/** Messages are logged (read) but not inspected: the one list of the log that LIST_WORDS lacks. */
const HR_MESSAGES = msg`HR messages`;

/** A list's name in words ('' stays empty: events about no record). */
export function listWords(i18n: I18n, list: string | null | undefined): string {
  if (!list) return '';
  if (list === 'HrMessage') return i18n._(HR_MESSAGES);
  return isInspectableList(list) ? i18n._(LIST_WORDS[list]) : humanize(list);
}
