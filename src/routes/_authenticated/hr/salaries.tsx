import { createFileRoute } from '@tanstack/react-router';
import { HrSalariesPage } from '@/features/hr';

// The salary upload area mounts as HrSalariesPage's child.
export const Route = createFileRoute('/_authenticated/hr/salaries')({
  component: () => <HrSalariesPage />,
});
