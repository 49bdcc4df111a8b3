import { useLingui } from '@lingui/react/macro';
import { Group, NativeSelect, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { chooseEmployee, selectCompany } from '@/lib/selection';
import { useAccess } from '@/lib/session';
import { companyEmployeeChoicesQueryOptions } from './company-employees-query';

type Choice = { value: string; label: string };

/**
 * Company and employee selection (spec §4): admins, the fiduciary's HR staff and the company's HR
 * choose any employee of the selected company; a user with one employee record sees it, fixed; with
 * several, the choice is remembered per company.
 */
export function SelectionBar() {
  const { t } = useLingui();
  const { me, access } = useAccess();
  const companyId = access.company?.id ?? null;
  const free = access.rights.employeeChoice;
  const staffChoices = useQuery({ ...companyEmployeeChoicesQueryOptions(companyId ?? ''), enabled: free && companyId !== null });

  const own = me.employees.filter((e) => e.company.id === companyId);
  const employeeChoices: Choice[] = free
    ? (staffChoices.data ?? []).map((e) => ({ value: e.id, label: e.name ?? e.code ?? e.id }))
    : own.map((e) => ({ value: e.id, label: e.name }));
  const companyChoices: Choice[] = access.companies.map((c) => ({ value: c.id, label: `${c.code} · ${c.name}` }));

  return (
    <Group gap="xs" wrap="nowrap">
      {companyChoices.length > 1 ? (
        <NativeSelect
          size="xs"
          aria-label={t`Company`}
          value={companyId ?? ''}
          data={companyChoices}
          onChange={(e) => selectCompany(e.currentTarget.value)}
        />
      ) : access.company ? (
        <Text size="sm" fw={500}>
          {access.company.name}
        </Text>
      ) : null}
      {companyId && employeeChoices.length > 1 ? (
        <NativeSelect
          size="xs"
          aria-label={t`Employee`}
          value={access.employeeId ?? ''}
          data={free ? [{ value: '', label: t`No employee selected` }, ...employeeChoices] : employeeChoices}
          onChange={(e) => chooseEmployee(companyId, e.currentTarget.value)}
        />
      ) : null}
    </Group>
  );
}
