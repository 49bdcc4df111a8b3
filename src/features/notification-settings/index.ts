export { NotificationSettingsSection } from './notification-settings-section';
export { notificationSettingsQueryOptions } from './settings-query';
export { PushDeviceSection } from './push-device-section';
