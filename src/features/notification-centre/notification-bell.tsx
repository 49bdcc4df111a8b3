import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { UnstyledButton } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { PUSH_RECEIVED_MESSAGE } from '@/domain/push-payload';
import { NOTIFICATION_CENTRE_KEY, unreadCountQueryOptions } from './api/unread-count-query';
import classes from './notification-bell.module.css';

/** A bell (no icon library for one glyph): its name says what it counts. */
function BellGlyph() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}

/**
 * The header's way to the notification centre, with the unread count. A plain link, not a pop-over:
 * the centre is a page of its own (loaded when opened), and the header stays free of a positioning
 * library. Drawn by its own sheet, not Mantine's ActionIcon and Indicator (about 2 KB gzip of the
 * dashboard's first load, as NavLink was for the navigation's links). A push that arrives while the
 * app is open refreshes the count at once.
 */
export function NotificationBell() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const unread = useQuery(unreadCountQueryOptions()).data ?? 0;
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const onMessage = (event: MessageEvent) => {
      const data: unknown = event.data;
      if (typeof data === 'object' && data !== null && 'type' in data && data.type === PUSH_RECEIVED_MESSAGE) void queryClient.invalidateQueries({ queryKey: NOTIFICATION_CENTRE_KEY });
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    return () => navigator.serviceWorker.removeEventListener('message', onMessage);
  }, [queryClient]);
  const label = unread > 0 ? plural(unread, { one: 'Notifications, # unread', other: 'Notifications, # unread' }) : t`Notifications`;
  return (
    <UnstyledButton component={Link} to="/notifications" className={classes.bell} aria-label={label} title={label}>
      <BellGlyph />
      {unread > 0 && (
        <span className={classes.count} aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </UnstyledButton>
  );
}
