import { createFileRoute, redirect } from '@tanstack/react-router';
import { requireArea } from '@/app/guards';
import { portalConfigQueryOptions } from '@/features/admin';

// Spec §6: canAccessKeystone or an error notification and the dashboard (requireArea). Then the
// manager: MANAGER_URL when the API gives one, else the portal's own manager screens. Those belong
// to the manager issue, so they are reached by a plain address, not a typed route.
export const Route = createFileRoute('/_authenticated/open-manager')({
  beforeLoad: requireArea('manager'),
  loader: async ({ context: { queryClient } }) => {
    const { managerUrl } = await queryClient.ensureQueryData(portalConfigQueryOptions());
    if (managerUrl) {
      window.location.assign(managerUrl);
      return;
    }
    throw redirect({ href: '/manager', replace: true });
  },
});
