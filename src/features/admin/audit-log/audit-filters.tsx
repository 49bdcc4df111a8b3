import { useLingui } from '@lingui/react/macro';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { AuditFilter } from '@/domain/audit-filter';
import { auditFilterOptionsQueryOptions } from './audit-filter-options-query';
import { listChoices } from '@/lib/i18n/list-words';
import { AUDIT_ACTIONS } from '@/domain/audit-actions';
import { auditActionWords } from '@/lib/i18n/audit-words';

type Props = { filter: AuditFilter; onChange: (filter: AuditFilter) => void };

/** The log's filters; every change goes to the URL (and back to page 1). */
export function AuditFilters({ filter, onChange }: Props) {
  const { t, i18n } = useLingui();
  const { data } = useQuery(auditFilterOptionsQueryOptions());
  const people = (data?.users ?? []).map((u) => ({ value: u.id, label: u.email ?? u.id }));
  const companies = (data?.companies ?? []).map((c) => ({ value: c.id, label: `${c.code ?? ''} ${c.name ?? ''}`.trim() }));
  // The actions in words (the address keeps the code); one from an older link stays choosable.
  const actions = [...AUDIT_ACTIONS, ...(filter.action && !(AUDIT_ACTIONS as readonly string[]).includes(filter.action) ? [filter.action] : [])].map((value) => ({
    value,
    label: auditActionWords(i18n, value),
  }));
  const set = (key: keyof AuditFilter) => (value: string | null) => onChange({ ...filter, [key]: value || undefined });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
      <Select label={t`Actor`} data={people} value={filter.actor ?? null} onChange={set('actor')} searchable clearable />
      <Select label={t`On behalf of`} data={people} value={filter.onBehalfOf ?? null} onChange={set('onBehalfOf')} searchable clearable />
      <Select label={t`Action`} data={actions} value={filter.action ?? null} onChange={set('action')} searchable clearable />
      <Select label={t`List`} data={listChoices(i18n)} value={filter.list ?? null} onChange={set('list')} clearable />
      <Select label={t`Company`} data={companies} value={filter.company ?? null} onChange={set('company')} searchable clearable />
      <TextInput type="date" label={t`From`} value={filter.from ?? ''} onChange={(e) => set('from')(e.currentTarget.value)} />
      <TextInput type="date" label={t`To`} value={filter.to ?? ''} onChange={(e) => set('to')(e.currentTarget.value)} />
    </SimpleGrid>
  );
}
