import { Notifications } from '@mantine/notifications';
import { DEFAULT_AUTO_CLOSE_MS, NOTIFICATION_LIMIT } from '@/lib/notifications';

/**
 * The notification area (spec §9): at most 10 at once, 3 s by default; Mantine pauses the
 * dismissal timer while the pointer hovers a notification.
 */
export function NotificationsHost() {
  return <Notifications limit={NOTIFICATION_LIMIT} autoClose={DEFAULT_AUTO_CLOSE_MS} position="top-right" />;
}
