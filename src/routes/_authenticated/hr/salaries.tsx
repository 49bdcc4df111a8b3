import { createFileRoute } from '@tanstack/react-router';
import { HrSalariesPage } from '@/features/hr';
import { HrSalariesSection } from '@/features/uploads';

export const Route = createFileRoute('/_authenticated/hr/salaries')({
  component: () => (
    <HrSalariesPage>
      <HrSalariesSection />
    </HrSalariesPage>
  ),
});
