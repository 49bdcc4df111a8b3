import { createFileRoute, Outlet } from '@tanstack/react-router';
import { currentAccess, requireAuthentication } from '@/app/guards';
import { LanguageSelect } from '@/features/language';
import { ImpersonationBanner } from '@/features/impersonation';
import { AppLayout } from '@/features/layout';
// The outbox alone, not the messages page: every signed-in page sends what was written offline.
import { MessageOutboxProvider } from '@/features/hr-messages/outbox-context';
// The bell alone, not the centre: the centre's page loads when it is opened.
import { NotificationBell } from '@/features/notification-centre/notification-bell';
import { SelectionBar } from '@/features/selection';
// The provider alone, not the uploads barrel: every signed-in page loads this route.
import { UploadQueueProvider } from '@/features/uploads/upload-queue-context';

// Every route below needs a signed-in user (spec §2) and lives in the app layout. The user and what
// they may reach with the current selection go into the router context for the routes below. The
// upload queue lives here too, so staged files keep sending while the user moves between pages.
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: async (args) => {
    const { me } = await requireAuthentication(args);
    return { me, access: await currentAccess({ ...args.context, me }) };
  },
  component: AuthenticatedLayout,
});

function AuthenticatedLayout() {
  const { me } = Route.useRouteContext();
  return (
    <AppLayout selection={<SelectionBar />} languageSelect={<LanguageSelect hideLabel signedIn />} notifications={<NotificationBell />}>
      <UploadQueueProvider owner={me.id}>
        {/* On every signed-in screen while an admin acts as this user; it cannot be dismissed. */}
        <ImpersonationBanner />
        <MessageOutboxProvider owner={me.id}>
          <Outlet />
        </MessageOutboxProvider>
      </UploadQueueProvider>
    </AppLayout>
  );
}
