import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { requireArea } from '@/app/guards';
import { loadErrorComponent } from '@/components/route-states';
import { DocumentsReviewPage, parseReviewSearch, reviewFiltersQueryOptions, reviewInboxQueryOptions, type ReviewSearch } from '@/features/documents-review';
import { strictSearch } from '@/lib/navigation';

export const Route = createFileRoute('/_authenticated/documents-review')({
  // Filters and sort are in the address: a deep link or a reload shows the same inbox.
  validateSearch: strictSearch((search: Record<string, unknown>): ReviewSearch => parseReviewSearch(search)),
  beforeLoad: requireArea('documentsReview'),
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) =>
    Promise.all([queryClient.ensureQueryData(reviewFiltersQueryOptions()), queryClient.ensureInfiniteQueryData(reviewInboxQueryOptions(deps))]),
  errorComponent: loadErrorComponent(msg`Documents review`, msg`Error while loading documents`),
  component: DocumentsReview,
});

function DocumentsReview() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <DocumentsReviewPage search={search} onSearch={(next) => void navigate({ search: next })} />;
}
