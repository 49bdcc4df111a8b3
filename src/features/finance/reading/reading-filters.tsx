import { Button, Group, TextInput } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { normalizeConfirmed } from '@/domain/accounting-reading-confirm';
import type { ReadingFilters } from './api/readings-query';

type Props = { filters: ReadingFilters; onChange: (next: ReadingFilters) => void };

/** Supplier, total from–to and issue date from–to: applied together on submit. */
export function ReadingFiltersForm({ filters, onChange }: Props) {
  const { t } = useLingui();
  const [draft, setDraft] = useState(filters);
  const amountFrom = draft.amountFrom ? normalizeConfirmed('totalAmount', draft.amountFrom) : { value: '' };
  const amountTo = draft.amountTo ? normalizeConfirmed('totalAmount', draft.amountTo) : { value: '' };
  const amountError = t`Write an amount such as 1234.56 or 1 234,56`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if ('problem' in amountFrom || 'problem' in amountTo) return;
    const clean = (value?: string | null) => value?.trim() || undefined;
    onChange({ supplier: clean(draft.supplier), amountFrom: clean(amountFrom.value), amountTo: clean(amountTo.value), from: clean(draft.from), to: clean(draft.to) });
  };
  const set = (patch: Partial<ReadingFilters>) => setDraft((current) => ({ ...current, ...patch }));
  return (
    <form onSubmit={submit} role="search" aria-label={t`Filter by what was read`}>
      <Group align="end" wrap="wrap" gap="sm">
        <TextInput label={t`Supplier`} value={draft.supplier ?? ''} onChange={(event) => set({ supplier: event.currentTarget.value })} />
        <TextInput label={t`Total from`} inputMode="decimal" value={draft.amountFrom ?? ''} onChange={(event) => set({ amountFrom: event.currentTarget.value })} error={'problem' in amountFrom ? amountError : undefined} w={130} />
        <TextInput label={t`Total to`} inputMode="decimal" value={draft.amountTo ?? ''} onChange={(event) => set({ amountTo: event.currentTarget.value })} error={'problem' in amountTo ? amountError : undefined} w={130} />
        <TextInput label={t`Issued from`} type="date" value={draft.from ?? ''} onChange={(event) => set({ from: event.currentTarget.value })} />
        <TextInput label={t`Issued to`} type="date" value={draft.to ?? ''} onChange={(event) => set({ to: event.currentTarget.value })} />
        <Button type="submit" variant="default" mih={44}>{t`Filter`}</Button>
      </Group>
    </form>
  );
}
