import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { loadErrorComponent } from '@/components/route-states';
import { NotificationCentre, notificationsQueryOptions } from '@/features/notification-centre';

export const Route = createFileRoute('/_authenticated/notifications')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(notificationsQueryOptions()),
  errorComponent: loadErrorComponent(msg`Notifications`, msg`The notifications could not be loaded.`),
  component: NotificationCentre,
});
