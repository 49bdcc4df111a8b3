import { createFileRoute } from '@tanstack/react-router';
import { requireArea } from '@/app/guards';
import { InspectionPage } from '@/features/admin';
import { parseOptionalId } from '@/lib/navigation';

export const Route = createFileRoute('/_authenticated/inspect-user-id/{-$id}')({
  params: { parse: ({ id }) => ({ id: parseOptionalId(id) }), stringify: ({ id }) => ({ id }) },
  beforeLoad: requireArea('userInspection'),
  component: InspectUserId,
});

function InspectUserId() {
  const { id } = Route.useParams();
  return <InspectionPage subject={id ?? null} />;
}
