import { createFileRoute, redirect } from '@tanstack/react-router';
import { currentAccess } from '@/app/guards';
import { DashboardPage } from '@/features/dashboard';

export const Route = createFileRoute('/_authenticated/dashboard')({
  // A user with profile-only access has nothing else to see: their HR profile (spec §2).
  beforeLoad: async ({ context }) => {
    const access = await currentAccess(context);
    if (access.rights.profileOnly) throw redirect({ to: '/hr/profile' });
  },
  component: DashboardPage,
});
