import { createFileRoute, redirect } from '@tanstack/react-router';
import { MaintenancePage } from '@/features/system';
import { isInMaintenance } from '@/lib/navigation';

// Opened by name while the API is up, Maintenance sends the user Home (spec §2).
export const Route = createFileRoute('/maintenance/')({
  beforeLoad: () => {
    if (!isInMaintenance()) throw redirect({ to: '/' });
  },
  component: MaintenancePage,
});
