// The HR message outbox's public interface (decisions.md, "Message outbox").
export { createBrowserMessageOutbox, createMessageOutbox, type MessageOutbox } from './message-outbox';
export type { OutboxMessage } from './types';
export { discardWaitingMessages, waitingMessageCount } from './waiting-messages';
