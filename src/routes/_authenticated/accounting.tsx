import { createFileRoute } from '@tanstack/react-router';
import { requireRight, routeRules } from '@/app/guards';
import { AccountingPage } from '@/features/finance';

export const Route = createFileRoute('/_authenticated/accounting')({
  beforeLoad: requireRight(routeRules.accounting),
  component: AccountingPage,
});
