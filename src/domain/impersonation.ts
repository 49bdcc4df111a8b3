// Impersonation rules (decisions.md "Impersonation"), shared by the API, which enforces them, and the
// portal, which explains them. Plain data: no React, DOM or Node.

/** How long an impersonation lasts unless IMPERSONATION_MINUTES says otherwise. */
export const DEFAULT_IMPERSONATION_MINUTES = 30;

/** The shortest reason accepted: enough to say why, so the audit log explains itself. */
export const MIN_IMPERSONATION_REASON_LENGTH = 5;
export const MAX_IMPERSONATION_REASON_LENGTH = 500;

/**
 * Actions refused while an admin acts as someone else: they would change who the user is, what they
 * may do or how they are reached (language, bank account, sessions, rights and account links,
 * notification settings), or let the admin hide behind a second identity (nested impersonation).
 * The API's access layer declares one of these on each such operation or field.
 */
export const BLOCKED_WHILE_IMPERSONATING = ['language', 'bankDetails', 'sessions', 'roles', 'notifications', 'impersonation'] as const;
export type SensitiveAction = (typeof BLOCKED_WHILE_IMPERSONATING)[number];

/** The message the API gives, also matched by the portal to explain the refusal. */
export const BLOCKED_WHILE_IMPERSONATING_MESSAGE = 'This action is not allowed while impersonating a user';

/** The reason as it will be recorded, or null when it is too short or too long. */
export function normalizeImpersonationReason(reason: string): string | null {
  const trimmed = reason.trim().replace(/\s+/g, ' ');
  if (trimmed.length < MIN_IMPERSONATION_REASON_LENGTH || trimmed.length > MAX_IMPERSONATION_REASON_LENGTH) return null;
  return trimmed;
}
