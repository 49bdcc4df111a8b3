import { createFileRoute } from '@tanstack/react-router';
import { requireRight, routeRules } from '@/app/guards';
import { InspectionPage } from '@/features/admin';

export const Route = createFileRoute('/_authenticated/inspect-admin/$name/{-$id}')({
  beforeLoad: requireRight(routeRules.userInspection),
  component: InspectAdmin,
});

function InspectAdmin() {
  const { name, id } = Route.useParams();
  return <InspectionPage subject={id ? `${name} (${id})` : name} />;
}
