import { useLingui } from '@lingui/react/macro';
import { SegmentedControl, Stack, Switch, TextInput } from '@mantine/core';
import type { EmployeeListFilter } from '@/domain/enums';

type Props = {
  name: string;
  onNameChange: (name: string) => void;
  filter: EmployeeListFilter;
  onFilterChange: (filter: EmployeeListFilter) => void;
  counts: Record<EmployeeListFilter, number>;
  /** Offered to the fiduciary's staff only: every company's employees instead of the selected one's. */
  allCompanies?: { value: boolean; onChange: (all: boolean) => void };
};

/** The name filter and the list filter (spec §2: normal, new, archived), with counts per list. */
export function EmployeeFilters({ name, onNameChange, filter, onFilterChange, counts, allCompanies }: Props) {
  const { t } = useLingui();
  const { normal, new: fresh, archived } = counts;
  const labels: Record<EmployeeListFilter, string> = {
    normal: t`Normal (${normal})`,
    new: t`New (${fresh})`,
    archived: t`Archived (${archived})`,
  };
  return (
    <Stack gap="sm">
      <TextInput
        label={t`Filter by name`}
        type="search"
        value={name}
        onChange={(event) => onNameChange(event.currentTarget.value)}
        autoComplete="off"
      />
      <SegmentedControl
        aria-label={t`List`}
        fullWidth
        value={filter}
        onChange={(value) => onFilterChange(value as EmployeeListFilter)}
        data={(['normal', 'new', 'archived'] as const).map((value) => ({ value, label: labels[value] }))}
      />
      {allCompanies ? (
        <Switch label={t`All companies`} checked={allCompanies.value} onChange={(event) => allCompanies.onChange(event.currentTarget.checked)} />
      ) : null}
    </Stack>
  );
}
