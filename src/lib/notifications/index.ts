export {
  DEFAULT_AUTO_CLOSE_MS,
  notify,
  notifyRouterError,
  NOTIFICATION_LIMIT,
  ROUTER_ERROR_AUTO_CLOSE_MS,
  type NotificationType,
  type NotifyInput,
  useNotificationsUsed,
} from './notify';
