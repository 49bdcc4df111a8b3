import { lazy, Suspense } from 'react';
import { DEFAULT_AUTO_CLOSE_MS, NOTIFICATION_LIMIT, useNotificationsUsed } from '@/lib/notifications';

// Below the app header (60 px, AppShell in features/layout), so a notification never covers the
// language menu or the sign-out link while it is shown.
const BELOW_HEADER = { top: 'calc(60px + var(--mantine-spacing-md))' };

const Notifications = lazy(() => import('@mantine/notifications').then((m) => ({ default: m.Notifications })));

/**
 * The notification area (spec §9): at most 10 at once, 3 s by default; Mantine pauses the
 * dismissal timer while the pointer hovers a notification. Mounted with the first notification.
 */
export function NotificationsHost() {
  const used = useNotificationsUsed();
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <Notifications limit={NOTIFICATION_LIMIT} autoClose={DEFAULT_AUTO_CLOSE_MS} position="top-right" style={BELOW_HEADER} />
    </Suspense>
  );
}
