import { createFileRoute } from '@tanstack/react-router';
import { requireArea } from '@/app/guards';
import { TaxationPage } from '@/features/finance';

export const Route = createFileRoute('/_authenticated/taxation')({
  beforeLoad: requireArea('taxation'),
  component: TaxationPage,
});
