import { createFileRoute } from '@tanstack/react-router';
import { requireRight, routeRules } from '@/app/guards';
import { TaxationPage } from '@/features/finance';

export const Route = createFileRoute('/_authenticated/taxation')({
  beforeLoad: requireRight(routeRules.taxation),
  component: TaxationPage,
});
