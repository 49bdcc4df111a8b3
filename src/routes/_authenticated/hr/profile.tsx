import { createFileRoute } from '@tanstack/react-router';
import { toEmployeeAddress } from '@/app/guards';
import { HrProfilePage } from '@/features/hr-profile';

// The selected employee's profile is at their own address; here only when nobody is selected.
export const Route = createFileRoute('/_authenticated/hr/profile')({
  beforeLoad: toEmployeeAddress('profile'),
  component: HrProfile,
});

function HrProfile() {
  const { me } = Route.useRouteContext();
  return <HrProfilePage userId={me.id} employeeId={null} />;
}
