import { createFileRoute } from '@tanstack/react-router';
import { requireRight, routeRules } from '@/app/guards';
import { SalaryControlPage } from '@/features/admin';
import { SalaryControlSection } from '@/features/uploads';

export const Route = createFileRoute('/_authenticated/salary-control/{-$id}')({
  beforeLoad: requireRight(routeRules.salaryControl),
  component: () => (
    <SalaryControlPage>
      <SalaryControlSection />
    </SalaryControlPage>
  ),
});
