import { createFileRoute } from '@tanstack/react-router';
import { requireRight, routeRules } from '@/app/guards';
import { ImpersonationPage } from '@/features/admin';

export const Route = createFileRoute('/_authenticated/impersonate')({
  beforeLoad: requireRight(routeRules.impersonation),
  component: ImpersonationPage,
});
