import { useLingui } from '@lingui/react/macro';
import { Group, Select } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { fieldWidth } from '@/components/field-width';
import { reviewFiltersQueryOptions } from './api/review-filters-query';
import { REVIEW_AGES, type ReviewReason, type ReviewSearch, type ReviewSort } from './review-search';
import { nameInLanguage } from '@/domain/document-type-name';

// Company, type, reason, age and sort of the inbox; every change goes to the address.

export function ReviewFilters({ search, onChange }: { search: ReviewSearch; onChange: (next: ReviewSearch) => void }) {
  const { t, i18n } = useLingui();
  const { data } = useSuspenseQuery(reviewFiltersQueryOptions());
  const set = (patch: Partial<ReviewSearch>) => onChange({ ...search, ...patch });
  const companies = data.companies.map((c) => ({ value: c.id, label: c.name ?? '' }));
  const types = data.types.map((type) => ({ value: type.id, label: nameInLanguage(type, i18n.locale) }));
  const reasons = [
    { value: 'review', label: t`Needs review` },
    { value: 'removal', label: t`Removal requested` },
  ];
  const ages = REVIEW_AGES.map((days) => ({ value: String(days), label: t`at least ${days} days` }));
  const sorts = [
    { value: 'oldest', label: t`Oldest first` },
    { value: 'newest', label: t`Newest first` },
  ];
  const widthOf = (placeholder: string, options: { label: string }[]) => fieldWidth([placeholder, ...options.map((o) => o.label)]);
  return (
    <Group align="end" gap="sm" wrap="wrap">
      <Select
        label={t`Company`}
        placeholder={t`All companies`}
        data={companies}
        value={search.company ?? null}
        onChange={(company) => set({ company: company ?? undefined })}
        searchable
        clearable
        w={widthOf(t`All companies`, companies)}
      />
      <Select
        label={t`Document type`}
        placeholder={t`All types`}
        data={types}
        value={search.type ?? null}
        onChange={(type) => set({ type: type ?? undefined })}
        clearable
        w={widthOf(t`All types`, types)}
      />
      <Select
        label={t`Reason`}
        placeholder={t`Review or removal`}
        data={reasons}
        value={search.reason ?? null}
        onChange={(reason) => set({ reason: (reason as ReviewReason | null) ?? undefined })}
        clearable
        w={widthOf(t`Review or removal`, reasons)}
      />
      <Select
        label={t`Waiting for`}
        placeholder={t`Any time`}
        data={ages}
        value={search.age ? String(search.age) : null}
        onChange={(age) => set({ age: age ? Number(age) : undefined })}
        clearable
        w={widthOf(t`Any time`, ages)}
      />
      <Select
        label={t`Sort`}
        data={sorts}
        value={search.sort ?? 'oldest'}
        onChange={(sort) => set({ sort: sort === 'newest' ? ('newest' as ReviewSort) : undefined })}
        allowDeselect={false}
        w={widthOf('', sorts)}
      />
    </Group>
  );
}
