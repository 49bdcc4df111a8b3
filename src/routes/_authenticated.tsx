import { createFileRoute, Outlet } from '@tanstack/react-router';
import { requireAuthentication } from '@/app/guards';
import { LanguageSelect } from '@/features/language';
import { AppLayout } from '@/features/layout';
import { SelectionBar } from '@/features/selection';

// Every route below needs a signed-in user (spec §2) and lives in the app layout.
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: requireAuthentication,
  component: AuthenticatedLayout,
});

function AuthenticatedLayout() {
  return (
    <AppLayout selection={<SelectionBar />} languageSelect={<LanguageSelect hideLabel />}>
      <Outlet />
    </AppLayout>
  );
}
