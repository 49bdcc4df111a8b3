import { createFileRoute } from '@tanstack/react-router';
import { SilentRenewPage } from '@/features/auth';

export const Route = createFileRoute('/silent-renew')({
  component: SilentRenewPage,
});
