/**
 * HR messages (docs/decisions/messages.md, "HR messages"): the longest body accepted, in characters. A message
 * is a note to HR, not a document; anything longer belongs in an attachment. The API refuses a
 * longer body and the portal's form says so before sending.
 */
export const HR_MESSAGE_MAX_LENGTH = 5000;

/** How often an open thread or inbox asks for new messages while the tab is visible (ms). */
export const HR_MESSAGES_POLL_MS = 10_000;
