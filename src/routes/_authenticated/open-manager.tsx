import { createFileRoute } from '@tanstack/react-router';
import { requireRight, routeRules } from '@/app/guards';
import { OpenManagerPage } from '@/features/admin';

export const Route = createFileRoute('/_authenticated/open-manager')({
  beforeLoad: requireRight(routeRules.openManager),
  component: OpenManagerPage,
});
