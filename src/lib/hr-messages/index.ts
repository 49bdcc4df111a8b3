export { hrUnreadMessagesQueryOptions } from './unread-query';
