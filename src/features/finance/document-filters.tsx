import { Button, Group, Select, TextInput } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { fieldWidth } from '@/components/field-width';
import { ACCOUNTING_TYPE_LABELS } from '@/domain/accounting-types';
import { ACCOUNTING_TYPES, isAccountingType } from '@/domain/enums';
import type { AccountingSearch } from './accounting-search';
import { accountingFacetsQueryOptions } from './api/accounting-facets-query';

// Type, tag, year and file name. Each change goes to the URL (page back to 1); the tag and year
// choices are what the company's documents hold.

type Props = { companyId: string; search: AccountingSearch; onSearch: (next: AccountingSearch) => void; typeFixed?: boolean };

export function DocumentFilters({ companyId, search, onSearch, typeFixed = false }: Props) {
  const { t, i18n } = useLingui();
  const { data: facets } = useSuspenseQuery(accountingFacetsQueryOptions(companyId, typeFixed ? 'tax' : null));
  const [q, setQ] = useState(search.q ?? '');
  const change = (patch: Partial<AccountingSearch>) => onSearch({ ...search, ...patch, page: undefined });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change({ q: q.trim() || undefined });
  };
  const types = ACCOUNTING_TYPES.map((value) => ({ value, label: i18n._(ACCOUNTING_TYPE_LABELS[value]) }));
  const years = facets.years.map(String);
  if (search.year && !years.includes(String(search.year))) years.unshift(String(search.year));
  return (
    <Group align="end" wrap="wrap" gap="sm">
      {!typeFixed && (
        <Select
          label={t`Type`}
          placeholder={t`All types`}
          data={types}
          w={fieldWidth([t`All types`, ...types.map((type) => type.label)])}
          value={search.type ?? null}
          onChange={(value) => change({ type: isAccountingType(value) ? value : undefined })}
          clearable
        />
      )}
      <Select label={t`Tag`} placeholder={t`All tags`} data={facets.tags} w={fieldWidth([t`All tags`, ...facets.tags])} value={search.tag ?? null} onChange={(value) => change({ tag: value ?? undefined })} searchable clearable />
      <Select label={t`Year`} placeholder={t`All years`} data={years} w={fieldWidth([t`All years`])} value={search.year ? String(search.year) : null} onChange={(value) => change({ year: value ? Number(value) : undefined })} clearable />
      <form onSubmit={submit} role="search">
        <Group align="end" gap="xs" wrap="nowrap">
          <TextInput label={t`File name`} value={q} onChange={(event) => setQ(event.currentTarget.value)} />
          <Button type="submit" variant="light">{t`Search`}</Button>
        </Group>
      </form>
    </Group>
  );
}
