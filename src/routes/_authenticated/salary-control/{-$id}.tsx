import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { requireArea } from '@/app/guards';
import { loadErrorComponent } from '@/components/route-states';
import { SalaryControlPage } from '@/features/admin';
import { SalaryControlSection, uploadDirectoryQueryOptions } from '@/features/uploads';
import { parseOptionalId, parsePage } from '@/lib/navigation';

export const Route = createFileRoute('/_authenticated/salary-control/{-$id}')({
  params: {
    parse: ({ id }) => ({ id: parseOptionalId(id) }),
    stringify: ({ id }) => ({ id }),
  },
  // The workflow list is paged (spec §9: 15 a page); the page lives in the address for deep links.
  // `page` is always returned, undefined for the first page: the router merges this result over the
  // raw address, so leaving the key out would hand the screen `?page=abc` as it was typed.
  validateSearch: (search: Record<string, unknown>): { page?: number } => {
    const page = parsePage(search['page']);
    return { page: page > 1 ? page : undefined };
  },
  beforeLoad: requireArea('salaryControl'),
  // Only the fiduciary's payroll staff create workflows, matching file names against the directory.
  loader: ({ context: { queryClient, access } }) =>
    access.rights.hrSalaryAccess ? queryClient.ensureQueryData(uploadDirectoryQueryOptions()) : null,
  errorComponent: loadErrorComponent(msg`Admin Tool`, msg`Error while loading salary control document(s)`),
  component: SalaryControl,
});

function SalaryControl() {
  const { access } = Route.useRouteContext();
  return <SalaryControlPage>{access.rights.hrSalaryAccess ? <SalaryControlSection /> : null}</SalaryControlPage>;
}
