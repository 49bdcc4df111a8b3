import { createFileRoute } from '@tanstack/react-router';
import { requireArea } from '@/app/guards';
import { ImpersonationPage } from '@/features/admin';

export const Route = createFileRoute('/_authenticated/impersonate')({
  beforeLoad: requireArea('impersonation'),
  component: ImpersonationPage,
});
