// Every action the API writes to the audit log (server/src: recordAudit, auditAs and commitWrite
// callers). The portal says each in words (src/lib/i18n/audit-words.ts); the API's test
// (server/src/audit/audit-actions.test.ts) fails when the API writes an action this list lacks.
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'archive',
  'review',
  'release',
  'reopen',
  'read',
  'seen',
  'updateHrProfile',
  'confirmReading',
  'access.refused',
  'accountingReadings.export',
  'auditEvents.export',
  'impersonation.start',
  'impersonation.stop',
  'impersonated.request',
  'oidc.link',
  'notification-settings',
  'notification-digest',
  'notifications-read',
  'notification.failed',
  'push-subscribe',
  'push-unsubscribe',
  'upload.malware',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
