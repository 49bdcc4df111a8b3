import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo, useState } from 'react';
import { PageTitle } from '@/components/page-title';
import { useDebouncedCallback } from '@mantine/hooks';
import { employeeListQueryOptions, type ListedEmployee } from './api/employee-list-query';
import { EmployeeFilters } from './employee-filters';
import { EmployeeList } from './employee-list';
import { employeeListView } from './employee-rows';
import type { EmployeeListPreferences } from './list-preferences';
import { NewEmployeeForm } from './new-employee-form';

type Props = {
  preferences: EmployeeListPreferences;
  /** Saves the filters (URL and local storage); called at once for the list filter, debounced while typing. */
  onPreferencesChange: (preferences: EmployeeListPreferences) => void;
  /** The selected company; the list shows it unless `preferences.all`. */
  company: { id: string; name: string } | null;
  /** The fiduciary's staff may list every company's employees at once. */
  mayListAllCompanies: boolean;
  onChoose: (employee: ListedEmployee) => void;
};

/** The HR index (spec §2 "what the data implies"): employee lists by letter, filters, a new employee. */
export function EmployeesPage({ preferences, onPreferencesChange, company, mayListAllCompanies, onChoose }: Props) {
  const { t } = useLingui();
  const all = mayListAllCompanies && preferences.all;
  const { data: employees } = useSuspenseQuery(employeeListQueryOptions(all ? null : (company?.id ?? null)));
  // The input shows every keystroke at once; the list follows when React has time (never blocks typing).
  // Seeded once: later changes of the saved name come from this input, so syncing back could only
  // overwrite keystrokes typed while the debounced save was on its way.
  const [name, setName] = useState(preferences.name);
  const deferredName = useDeferredValue(name);
  const view = useMemo(() => employeeListView(employees, preferences.filter, deferredName), [employees, preferences.filter, deferredName]);
  const saveName = useDebouncedCallback((value: string) => onPreferencesChange({ ...preferences, name: value }), 300);
  const [creating, setCreating] = useState(false);

  return (
    <Stack gap="md">
      <PageTitle title={t`Employees`} description={all ? t`Employees of every company` : company?.name} />
      <Group justify="flex-end">{company ? <Button onClick={() => setCreating(true)}>{t`New employee`}</Button> : null}</Group>
      <EmployeeFilters
        name={name}
        onNameChange={(value) => {
          setName(value);
          saveName(value);
        }}
        filter={preferences.filter}
        onFilterChange={(filter) => onPreferencesChange({ ...preferences, name, filter })}
        counts={view.counts}
        {...(mayListAllCompanies
          ? { allCompanies: { value: preferences.all, onChange: (value) => onPreferencesChange({ ...preferences, name, all: value }) } }
          : {})}
      />
      {view.rows.length === 0 ? (
        <Alert color="gray" role="status">
          <Text>{t`No employees found`}</Text>
        </Alert>
      ) : (
        <EmployeeList view={view} showCompany={all} onChoose={onChoose} />
      )}
      {company ? <NewEmployeeForm companyId={company.id} companyName={company.name} opened={creating} onClose={() => setCreating(false)} /> : null}
    </Stack>
  );
}
