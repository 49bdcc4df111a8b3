import { useLingui } from '@lingui/react/macro';
import { Group, NativeSelect, Text } from '@mantine/core';
import { userLevelRights } from '@/domain/permissions';
import { chooseEmployee, selectCompany } from '@/lib/selection';
import { useAccess } from '@/lib/session';
import { DeferredEmployeePicker } from './deferred-employee-picker';

type Choice = { value: string; label: string };

/**
 * Company and employee selection (spec §4): admins and the fiduciary's HR staff search any employee
 * of any company; the company's HR choose among its employees; a user with one employee record sees
 * it, fixed; with several, they choose per company and the choice is remembered per company.
 */
export function SelectionBar() {
  const { t } = useLingui();
  const { me, access } = useAccess();
  const companyId = access.company?.id ?? null;
  const own: Choice[] = me.employees.filter((e) => e.company.id === companyId).map((e) => ({ value: e.id, label: e.name }));
  const companyChoices: Choice[] = access.companies.map((c) => ({ value: c.id, label: `${c.code} · ${c.name}` }));

  return (
    <Group gap="xs" wrap="wrap">
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
      {companyId && access.rights.employeeChoice ? (
        <DeferredEmployeePicker
          key={companyId}
          companyId={companyId}
          employeeId={access.employeeId}
          searchesEveryCompany={userLevelRights(me.role).employeeChoice}
          onChoose={chooseEmployee}
        />
      ) : companyId && own.length > 1 ? (
        <NativeSelect
          size="xs"
          aria-label={t`Employee`}
          value={access.employeeId ?? ''}
          data={own}
          onChange={(e) => chooseEmployee(companyId, e.currentTarget.value)}
        />
      ) : null}
    </Group>
  );
}
