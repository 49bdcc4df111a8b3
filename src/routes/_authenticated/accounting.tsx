import { createFileRoute } from '@tanstack/react-router';
import { requireArea } from '@/app/guards';
import { AccountingPage } from '@/features/finance';

export const Route = createFileRoute('/_authenticated/accounting')({
  beforeLoad: requireArea('accounting'),
  component: AccountingPage,
});
