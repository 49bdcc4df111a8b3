import { useLingui } from '@lingui/react/macro';
import { List, Text } from '@mantine/core';
import type { EmployeeRoleFlags, UserFlags } from '@/domain/permissions';
import { explainRights } from '@/domain/rights-explanation';
import { EMPLOYEE_FLAG_WORDS, USER_FLAG_WORDS } from '@/lib/i18n/flag-words';
import { RIGHT_LABELS } from './right-labels';

type Employment = { company: { id: string; code: string | null; hrEnabled: boolean | null }; role: EmployeeRoleFlags | null };

/** The rights the portal computes for the user, one plain sentence each, with the flags behind them. */
export function RightsSection({ user, employees }: { user: UserFlags; employees: Employment[] }) {
  const { t, i18n } = useLingui();
  const codeOf = new Map(employees.map((e) => [e.company.id, e.company.code]));
  const explained = explainRights(
    user,
    employees.flatMap((e) => (e.role ? [{ companyId: e.company.id, role: e.role, company: { hrEnabled: e.company.hrEnabled ?? false } }] : [])),
  );
  if (explained.length === 0) return <Text>{t`Profile only: their own HR profile, salaries and documents.`}</Text>;
  return (
    <List spacing={4}>
      {explained.map((item) => {
        const area = i18n._(RIGHT_LABELS[item.right]);
        const where = item.companyId ? (codeOf.get(item.companyId) ?? item.companyId) : t`every company`;
        const because = item.because
          .map((r) => {
            const words = i18n._(r.source === 'user' ? USER_FLAG_WORDS[r.flag as keyof UserFlags].does : EMPLOYEE_FLAG_WORDS[r.flag as keyof EmployeeRoleFlags].does);
            return r.source === 'user' ? t`“${words}” on their account` : t`“${words}” on their employee record`;
          })
          .join(t` and `);
        return <List.Item key={`${item.right}-${item.companyId ?? 'all'}`}>{t`can open ${area} for ${where} because ${because}`}</List.Item>;
      })}
    </List>
  );
}
