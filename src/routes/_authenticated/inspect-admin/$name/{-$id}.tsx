import { createFileRoute } from '@tanstack/react-router';
import { requireArea } from '@/app/guards';
import { InspectionPage } from '@/features/admin';
import { parseListName, parseOptionalId } from '@/lib/navigation';

export const Route = createFileRoute('/_authenticated/inspect-admin/$name/{-$id}')({
  params: {
    parse: ({ name, id }) => ({ name: parseListName(name), id: parseOptionalId(id) }),
    stringify: ({ name, id }) => ({ name, id }),
  },
  beforeLoad: requireArea('userInspection'),
  component: InspectAdmin,
});

function InspectAdmin() {
  const { name, id } = Route.useParams();
  return <InspectionPage subject={id ? `${name} (${id})` : name} />;
}
