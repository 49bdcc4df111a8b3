// The HR message outbox's public interface (docs/decisions/messages.md, "Message outbox").
export { createBrowserMessageOutbox, createMessageOutbox, type MessageOutbox } from './message-outbox';
export { failureAsServerError, type OutboxFailure } from './failure';
export type { OutboxMessage } from './types';
export { discardWaitingMessages, waitingMessageCount } from './waiting-messages';
