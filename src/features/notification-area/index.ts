export { NotificationsHost } from './notifications-host';
