export { DevMailError } from './dev-mail-error';
export { DevMailPage } from './dev-mail-page';
export { devOutboxQueryOptions } from './outbox-query';
