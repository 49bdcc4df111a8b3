import { Anchor, Badge, Button, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { OpenDocumentButton } from '@/components/document-viewer';
import { isSalaryType, type SalaryType } from '@/domain/enums';
import { errorMessage } from '@/lib/graphql';
import { formatDate } from '@/lib/i18n';
import { useDownloadSalaryArchive } from './api/salary-archive';
import { employeeSalariesQueryOptions, type EmployeeSalary } from './api/my-salaries-query';
import { labelOf, useSalaryTypeOptions } from './field-options';
import { formatBytes } from './format';
import { salariesByYear } from './salary-years';
import { salaryPeriod } from '@/domain/salary-period';

// An employee's salary documents by year, newest first, filtered by type, each downloadable (spec
// §2 HRSalaries). HR and payroll also see whether the employee has opened each one ("seen" receipts).

type Props = { employeeId: string; showReceipts: boolean };

export function SalaryDocumentsList({ employeeId, showReceipts }: Props) {
  const { t } = useLingui();
  const types = useSalaryTypeOptions();
  const [type, setType] = useState<SalaryType | null>(null);
  // Loading and failure are the route's (pendingComponent, errorComponent): its loader fetches this first.
  const salaries = useSuspenseQuery(employeeSalariesQueryOptions(employeeId));
  const years = salariesByYear(salaries.data, type);
  return (
    <Stack>
      <NativeSelect
        label={t`Type`}
        value={type ?? ''}
        onChange={(e) => setType(isSalaryType(e.currentTarget.value) ? e.currentTarget.value : null)}
        data={[{ value: '', label: t`All types` }, ...types]}
        maw={360}
      />
      {years.length === 0 ? <Text role="status">{t`No salaries found`}</Text> : null}
      <Stack role="region" aria-label={t`Salary documents`} gap="lg">
        {years.map(({ year, documents, neverOpened }) => (
          <section key={year} aria-labelledby={`salary-year-${year}`}>
            <Group justify="space-between" mb="xs">
              <Title order={3} id={`salary-year-${year}`}>
                {year}
              </Title>
              <Group gap="sm">
              {showReceipts && neverOpened > 0 ? <Text c="gray.7">{t`${neverOpened} never opened`}</Text> : null}
              <YearArchiveButton year={year} ids={documents.map((d) => d.id)} />
            </Group>
            </Group>
            <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
              {documents.map((salary) => (
                <SalaryDocument key={salary.id} salary={salary} typeLabel={labelOf(types, salary.type ?? null)} showReceipt={showReceipts} />
              ))}
            </Stack>
          </section>
        ))}
      </Stack>
    </Stack>
  );
}

/** One ZIP of the year's documents as shown (the type filter applies), streamed by the server. */
function YearArchiveButton({ year, ids }: { year: string; ids: string[] }) {
  const { t } = useLingui();
  const archive = useDownloadSalaryArchive();
  return (
    <Stack gap={2} align="flex-end">
      <Button variant="default" size="sm" loading={archive.isPending} onClick={() => archive.mutate(ids)}>
        {t`Download ${year} as ZIP`}
      </Button>
      {archive.error ? (
        <Text size="sm" c="red.9" role="alert">
          {errorMessage(archive.error)}
        </Text>
      ) : null}
    </Stack>
  );
}

function SalaryDocument({ salary, typeLabel, showReceipt }: { salary: EmployeeSalary; typeLabel: string; showReceipt: boolean }) {
  const { t, i18n } = useLingui();
  const name = salary.attachment?.filename ?? '';
  const period = salaryPeriod(salary.type, salary.date ?? '');
  const date = period.kind === 'year' ? period.year : formatDate(period.date, 'short');
  return (
    <Paper component="li" withBorder p="sm" radius="sm">
      <Group justify="space-between" gap="xs">
        <Stack gap={2} miw={0}>
          <Text fw={500}>
            {typeLabel} · {date}
          </Text>
          {salary.attachment ? (
            <Anchor href={salary.attachment.url} download={name} aria-label={t`Download ${name}`} style={{ overflowWrap: 'anywhere' }}>
              {name} ({formatBytes(salary.attachment.filesize, i18n.locale)})
            </Anchor>
          ) : (
            <Text c="gray.7">{t`No file`}</Text>
          )}
        </Stack>
        {salary.attachment ? <OpenDocumentButton url={salary.attachment.url} filename={name} /> : null}
        {showReceipt ? (
          salary.firstSeenAt ? (
            <Text size="sm" c="gray.7">
              {t`Opened on ${formatDate(salary.firstSeenAt, 'long')}`}
            </Text>
          ) : (
            // Dark words on the light orange, as every light badge: orange.9 on its own tint was 1:1 for
            // pa11y's engine (HTML_CodeSniffer reads the tint's colour without its transparency).
            <Badge color="orange" variant="light" c="dark.9">
              {t`Never opened`}
            </Badge>
          )
        ) : null}
      </Group>
    </Paper>
  );
}
