import { createFileRoute } from '@tanstack/react-router';
import { requireArea } from '@/app/guards';
import { parseAuditFilter, type AuditFilter } from '@/domain/audit-filter';
import { AuditLogPage } from '@/features/admin';
import { parsePage, strictSearch } from '@/lib/navigation';

type AuditLogSearch = AuditFilter & { page?: number };

export const Route = createFileRoute('/_authenticated/audit-log')({
  // Filters and page live in the address, checked like every input: a shared link opens the same view.
  validateSearch: strictSearch((search: Record<string, unknown>): AuditLogSearch => {
    const page = parsePage(search['page']);
    return { ...parseAuditFilter(search), page: page > 1 ? page : undefined };
  }),
  beforeLoad: requireArea('auditLog'),
  component: AuditLog,
});

function AuditLog() {
  const { page, ...filter } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AuditLogPage
      filter={filter}
      page={page ?? 1}
      onChange={(next, nextPage) => void navigate({ search: { ...next, page: nextPage > 1 ? nextPage : undefined } })}
    />
  );
}
