import { Anchor, Table, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { formatDate } from '@/lib/i18n';
import { employeeSalariesQueryOptions } from './api/my-salaries-query';
import { useSalaryTypeOptions, labelOf } from './field-options';
import { formatBytes } from './format';

// An employee's salary documents, newest first, each downloadable (spec §2 HRSalaries).

export function SalaryDocumentsList({ employeeId }: { employeeId: string }) {
  const { t, i18n } = useLingui();
  const types = useSalaryTypeOptions();
  // Loading and failure are the route's (pendingComponent, errorComponent): its loader fetches this first.
  const salaries = useSuspenseQuery(employeeSalariesQueryOptions(employeeId));
  if (salaries.data.length === 0) return <Text>{t`No salaries found`}</Text>;
  return (
    <Table striped aria-label={t`Salary documents`}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t`Date`}</Table.Th>
          <Table.Th>{t`Type`}</Table.Th>
          <Table.Th>{t`File`}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {salaries.data.map((s) => {
          const name = s.attachment?.filename ?? '';
          return (
            <Table.Tr key={s.id}>
              <Table.Td>{formatDate(s.date, 'short')}</Table.Td>
              <Table.Td>{labelOf(types, s.type ?? null)}</Table.Td>
              <Table.Td>
                {s.attachment ? (
                  <Anchor href={s.attachment.url} download={name} aria-label={t`Download ${name}`}>
                    {name} ({formatBytes(s.attachment.filesize, i18n.locale)})
                  </Anchor>
                ) : (
                  <Text c="dimmed">{t`No file`}</Text>
                )}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
