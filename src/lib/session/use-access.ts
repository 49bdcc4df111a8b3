import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSelectionState } from '@/lib/selection';
import { needsAllCompanies, resolveAccess, type Access } from './access';
import { companiesQueryOptions } from './companies-query';
import { meQueryOptions, type Me } from './me-query';

/** The signed-in user and what they may reach; for screens inside the authenticated layout. */
export function useAccess(): { me: Me; access: Access } {
  const { data: me } = useSuspenseQuery(meQueryOptions());
  if (!me) throw new Error('You are not signed-in');
  const selection = useSelectionState();
  const companies = useQuery({ ...companiesQueryOptions(), enabled: needsAllCompanies(me) });
  const access = useMemo(() => resolveAccess(me, selection, companies.data ?? null), [me, selection, companies.data]);
  return { me, access };
}
