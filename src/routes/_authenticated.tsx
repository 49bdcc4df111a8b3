import { createFileRoute, Outlet } from '@tanstack/react-router';
import { currentAccess, requireAuthentication } from '@/app/guards';
import { LanguageSelect } from '@/features/language';
import { AppLayout } from '@/features/layout';
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
    <AppLayout selection={<SelectionBar />} languageSelect={<LanguageSelect hideLabel signedIn />}>
      <UploadQueueProvider owner={me.id}>
        <Outlet />
      </UploadQueueProvider>
    </AppLayout>
  );
}
