import { lazy, Suspense } from 'react';
import classes from './notifications-host.module.css';
import { DEFAULT_AUTO_CLOSE_MS, NOTIFICATION_LIMIT, useNotificationsUsed } from '@/lib/notifications';

const Notifications = lazy(() => import('@mantine/notifications').then((m) => ({ default: m.Notifications })));

/**
 * The notification area (spec §9): at most 10 at once, 3 s by default; Mantine pauses the
 * dismissal timer while the pointer hovers a notification. Mounted with the first notification.
 * At the bottom, where it covers no heading or navigation (notifications-host.module.css).
 */
export function NotificationsHost() {
  const used = useNotificationsUsed();
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <Notifications limit={NOTIFICATION_LIMIT} autoClose={DEFAULT_AUTO_CLOSE_MS} position="bottom-right" classNames={classes} />
    </Suspense>
  );
}
