import { createFileRoute } from '@tanstack/react-router';
import { requireArea } from '@/app/guards';
import { ImpersonationPage } from '@/features/impersonation';
import { parseOptionalId, strictSearch } from '@/lib/navigation';

type ImpersonateSearch = { q?: string; user?: string };

export const Route = createFileRoute('/_authenticated/impersonate')({
  // The search and the chosen user live in the address: the admin comes back to them after Stop.
  validateSearch: strictSearch((search: Record<string, unknown>): ImpersonateSearch => {
    const q = typeof search['q'] === 'string' ? search['q'].slice(0, 200) : '';
    const user = typeof search['user'] === 'string' ? safeId(search['user']) : undefined;
    return { q: q || undefined, user };
  }),
  beforeLoad: requireArea('impersonation'),
  component: Impersonate,
});

function safeId(raw: string): string | undefined {
  try {
    return parseOptionalId(raw);
  } catch {
    return undefined;
  }
}

function Impersonate() {
  const { q, user } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ImpersonationPage
      search={q ?? ''}
      chosenId={user ?? null}
      onSearch={(next) => void navigate({ search: { q: next || undefined }, replace: true })}
      onChoose={(id) => void navigate({ search: (prev) => ({ ...prev, user: id }), replace: true })}
    />
  );
}
