import { useLingui } from '@lingui/react/macro';
import { Group, Select } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { reviewFiltersQueryOptions } from './api/review-filters-query';
import { REVIEW_AGES, type ReviewReason, type ReviewSearch, type ReviewSort } from './review-search';

// Company, type, reason, age and sort of the inbox; every change goes to the address.

export function ReviewFilters({ search, onChange }: { search: ReviewSearch; onChange: (next: ReviewSearch) => void }) {
  const { t } = useLingui();
  const { data } = useSuspenseQuery(reviewFiltersQueryOptions());
  const set = (patch: Partial<ReviewSearch>) => onChange({ ...search, ...patch });
  return (
    <Group align="end" gap="sm" wrap="wrap">
      <Select
        label={t`Company`}
        placeholder={t`All companies`}
        data={data.companies.map((c) => ({ value: c.id, label: c.name ?? '' }))}
        value={search.company ?? null}
        onChange={(company) => set({ company: company ?? undefined })}
        searchable
        clearable
        w={{ base: '100%', sm: 240 }}
      />
      <Select
        label={t`Document type`}
        placeholder={t`All types`}
        data={data.types.map((type) => ({ value: type.id, label: type.name ?? '' }))}
        value={search.type ?? null}
        onChange={(type) => set({ type: type ?? undefined })}
        clearable
        w={{ base: '100%', sm: 200 }}
      />
      <Select
        label={t`Reason`}
        placeholder={t`Review or removal`}
        data={[
          { value: 'review', label: t`Needs review` },
          { value: 'removal', label: t`Removal requested` },
        ]}
        value={search.reason ?? null}
        onChange={(reason) => set({ reason: (reason as ReviewReason | null) ?? undefined })}
        clearable
        w={{ base: '100%', sm: 200 }}
      />
      <Select
        label={t`Waiting for`}
        placeholder={t`Any time`}
        data={REVIEW_AGES.map((days) => ({ value: String(days), label: t`at least ${days} days` }))}
        value={search.age ? String(search.age) : null}
        onChange={(age) => set({ age: age ? Number(age) : undefined })}
        clearable
        w={{ base: '100%', sm: 180 }}
      />
      <Select
        label={t`Sort`}
        data={[
          { value: 'oldest', label: t`Oldest first` },
          { value: 'newest', label: t`Newest first` },
        ]}
        value={search.sort ?? 'oldest'}
        onChange={(sort) => set({ sort: sort === 'newest' ? ('newest' as ReviewSort) : undefined })}
        allowDeselect={false}
        w={{ base: '100%', sm: 160 }}
      />
    </Group>
  );
}
