export { hrMessageInboxQueryOptions } from './api/inbox-query';
export { hrMessageThreadQueryOptions } from './api/thread-query';
export { HrMessagesPage } from './hr-messages-page';
export { MessageOutboxProvider } from './outbox-context';
