export { NotificationBell } from './notification-bell';
export { NotificationCentre } from './notification-centre';
export { notificationsQueryOptions } from './api/notifications-query';
