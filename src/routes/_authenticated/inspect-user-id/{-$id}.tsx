import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { requireArea } from '@/app/guards';
import { loadErrorComponent } from '@/components/route-states';
import { InspectUserPage, inspectUserQueryOptions } from '@/features/admin';
import { parseOptionalId } from '@/lib/navigation';

export const Route = createFileRoute('/_authenticated/inspect-user-id/{-$id}')({
  params: { parse: ({ id }) => ({ id: parseOptionalId(id) }), stringify: ({ id }) => ({ id }) },
  beforeLoad: requireArea('userInspection'),
  loader: ({ context: { queryClient }, params: { id } }) => (id ? queryClient.ensureQueryData(inspectUserQueryOptions(id)) : null),
  errorComponent: loadErrorComponent(msg`Admin Tool`, msg`Error while loading data`),
  component: InspectUserId,
});

function InspectUserId() {
  const { id } = Route.useParams();
  return <InspectUserPage userId={id ?? null} />;
}
