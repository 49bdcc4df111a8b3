import { createFileRoute } from '@tanstack/react-router';
import { requireRight, routeRules } from '@/app/guards';
import { SalaryControlPage } from '@/features/admin';

// The salary-control upload area mounts as SalaryControlPage's child.
export const Route = createFileRoute('/_authenticated/salary-control/{-$id}')({
  beforeLoad: requireRight(routeRules.salaryControl),
  component: () => <SalaryControlPage />,
});
