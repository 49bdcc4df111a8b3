import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { requireArea } from '@/app/guards';
import { PageTitle } from '@/components/page-title';
import { loadErrorComponent } from '@/components/route-states';
import {
  nextRange,
  parseListRange,
  parseWorkflowFilters,
  rangePages,
  rangeSearch,
  reviewerCompanyIds,
  WorkflowDetailPage,
  WorkflowList,
  workflowQueryOptions,
  workflowsQueryOptions,
  type WorkflowFilters,
} from '@/features/salary-control';
import { SalaryControlSection, uploadDirectoryQueryOptions, useWorkflowDocumentUpload } from '@/features/uploads';
import { parseOptionalId, strictSearch } from '@/lib/navigation';

type Search = WorkflowFilters & { page?: number; from?: number };

export const Route = createFileRoute('/_authenticated/salary-control/{-$id}')({
  params: {
    parse: ({ id }) => ({ id: parseOptionalId(id) }),
    stringify: ({ id }) => ({ id }),
  },
  // The workflow list is paged (spec §9: 15 a page) and filtered; the pages shown (`?page`, and
  // `?from` after "Load more") and the filters live in the address for deep links. Every key is
  // always returned (undefined when absent or malformed): the router merges this result over the
  // raw address, so leaving one out would hand the screen `?page=abc` as it was typed.
  validateSearch: strictSearch<Search>((search: Record<string, unknown>): Search => ({ ...rangeSearch(parseListRange(search)), ...parseWorkflowFilters(search) })),
  // hrSalaryAccess (payroll staff) or a reviewer of the selected company; everyone else is refused
  // with spec §6's 'You do not have permission to access accounting' (src/domain/areas.ts).
  beforeLoad: requireArea('salaryControl'),
  loaderDeps: ({ search: { page, from, company, month, status } }) => ({ range: parseListRange({ page, from }), filters: { company, month, status } }),
  loader: ({ context: { queryClient, access }, params: { id }, deps }) =>
    Promise.all([
      // Each page shown is one request; after "Load more" the earlier ones are already cached.
      ...(id ? [queryClient.ensureQueryData(workflowQueryOptions(id))] : rangePages(deps.range).map((n) => queryClient.ensureQueryData(workflowsQueryOptions(deps.filters, n)))),
      // Only the fiduciary's payroll staff create workflows, matching file names against the directory.
      !id && access.rights.hrSalaryAccess ? queryClient.ensureQueryData(uploadDirectoryQueryOptions()) : null,
    ]),
  errorComponent: loadErrorComponent(msg`Salary control`, msg`Error while loading salary control document(s)`),
  component: SalaryControl,
});

function SalaryControl() {
  const { id } = Route.useParams();
  return id ? <Detail id={id} /> : <List />;
}

function List() {
  const { t } = useLingui();
  const { access } = Route.useRouteContext();
  const { page, from, company, month, status } = Route.useSearch();
  const navigate = Route.useNavigate();
  const filters = { company, month, status };
  const range = parseListRange({ page, from });
  const go = (next: Search, resetScroll = true) => void navigate({ search: next, resetScroll });
  return (
    <Stack gap="xl">
      <PageTitle title={t`Salary control`} description={t`Each month's payroll documents, reviewed by the company before the payroll is final.`} />
      {access.rights.hrSalaryAccess ? <SalaryControlSection /> : null}
      <WorkflowList
        filters={filters}
        range={range}
        companies={access.companies}
        onFiltersChange={(next) => go(next)}
        onPageChange={(next) => go({ ...filters, ...rangeSearch({ from: next, page: next }) })}
        // The list grows below what the user was reading: the scroll position stays.
        onLoadMore={() => go({ ...filters, ...rangeSearch(nextRange(range)) }, false)}
      />
    </Stack>
  );
}

type DetailRights = Parameters<typeof WorkflowDetailPage>[0]['rights'];

function Detail({ id }: { id: string }) {
  const { me, access } = Route.useRouteContext();
  const rights = { reviewerOf: reviewerCompanyIds(me.employees), upload: access.rights.hrSalaryAccess, remove: me.role.canRemoveSalaryWorkflowDocument };
  // A reviewer who cannot send documents does not load the upload queue for this page.
  return rights.upload ? <DetailWithUploads id={id} rights={rights} /> : <WorkflowDetailPage workflowId={id} rights={rights} uploader={null} />;
}

function DetailWithUploads({ id, rights }: { id: string; rights: DetailRights }) {
  const uploader = useWorkflowDocumentUpload(id);
  return <WorkflowDetailPage workflowId={id} rights={rights} uploader={uploader} />;
}
