import { createFileRoute, redirect } from '@tanstack/react-router';
import { MaintenancePage } from '@/features/system';
import { isInMaintenance } from '@/lib/navigation';

export const Route = createFileRoute('/maintenance/2')({
  beforeLoad: () => {
    if (!isInMaintenance()) throw redirect({ to: '/' });
  },
  component: MaintenancePage,
});
