import { msg } from '@lingui/core/macro';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { requireArea } from '@/app/guards';
import { loadErrorComponent } from '@/components/route-states';
import { isInspectableList } from '@/domain/admin-lists';
import { adminRecordQueryOptions, RecordListPage, RecordPage } from '@/features/admin';
import { parseListName, parseOptionalId, parsePage, strictSearch } from '@/lib/navigation';

// {name} is a list name (decisions.md): without id its searchable, paged list; with id one record.
export const Route = createFileRoute('/_authenticated/inspect-admin/$name/{-$id}')({
  params: {
    parse: ({ name, id }) => ({ name: parseListName(name), id: parseOptionalId(id) }),
    stringify: ({ name, id }) => ({ name, id }),
  },
  validateSearch: strictSearch((search: Record<string, unknown>): { q?: string; page?: number } => {
    const page = parsePage(search['page']);
    const q = typeof search['q'] === 'string' ? search['q'].slice(0, 200) : '';
    return { q: q || undefined, page: page > 1 ? page : undefined };
  }),
  beforeLoad: requireArea('userInspection'),
  // An unknown list is NotFound, but only for those the guard let through: others get its refusal.
  loader: ({ context: { queryClient }, params: { name, id } }) => {
    if (!isInspectableList(name)) throw notFound();
    return id ? queryClient.ensureQueryData(adminRecordQueryOptions(name, id)) : null;
  },
  errorComponent: loadErrorComponent(msg`Admin Tool`, msg`Error while loading data`),
  component: InspectAdmin,
});

function InspectAdmin() {
  const { name, id } = Route.useParams();
  const { q, page } = Route.useSearch();
  const navigate = Route.useNavigate();
  if (!isInspectableList(name)) return null;
  if (id) return <RecordPage list={name} id={id} />;
  return (
    <RecordListPage
      list={name}
      search={q ?? ''}
      page={page ?? 1}
      onChange={(next) =>
        void navigate({
          params: { name: next.list ?? name, id: undefined },
          search: { q: (next.search ?? q) || undefined, page: next.page && next.page > 1 ? next.page : undefined },
        })
      }
    />
  );
}
