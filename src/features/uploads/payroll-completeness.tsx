import { Alert, List, Stack, Text, Title } from '@mantine/core';
import { Plural, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { memo, useMemo, type ReactNode } from 'react';
import { payrollCompleteness, stagedCompanyMonths, type PayrollCompleteness as PayrollCompletenessResult, type PayrollEmployee, type StagedSlip } from '@/domain/payroll-completeness';
import { formatDate } from '@/lib/i18n';
import type { UploadRecordOf } from '@/lib/upload-queue';
import { monthSlipsQueryOptions } from './api/month-slips-query';
import classes from './payroll-completeness.module.css';
import type { UploadDirectory } from './api/upload-directory-query';

/** Lists up to this many names open; a longer one (a month with few slips) starts folded. */
const NAMES_SHOWN_OPEN = 5;

/**
 * A long list of names folded behind a summary a thumb can tap: 32 names pushed the staged batch two
 * screens down on a phone (issue #44). A native details element: keyboard and screen readers know it.
 */
function Names({ count, children }: { count: number; children: ReactNode }) {
  const { t } = useLingui();
  if (count <= NAMES_SHOWN_OPEN) return children;
  return (
    <details>
      <summary className={classes.summary}>{t`Show the names`}</summary>
      {children}
    </details>
  );
}

/**
 * Before a salary batch is sent: per company and month, the active employees who would get no
 * slip, and the staged files that match nobody ("who gets no payslip?").
 */
export const PayrollCompleteness = memo(function PayrollCompleteness({ records, directory }: { records: readonly UploadRecordOf<'salary'>[]; directory: UploadDirectory }) {
  const { t } = useLingui();
  const staged: StagedSlip[] = useMemo(
    () => records.filter((r) => r.state === 'staged').map((r) => ({ ...r.data, fileName: r.fileName })),
    [records],
  );
  const employees: PayrollEmployee[] = useMemo(
    () =>
      directory.employees.map((e) => ({
        id: e.id,
        code: e.code ?? null,
        name: e.name ?? '',
        companyId: e.company?.id ?? '',
        isArchived: false,
        isHiddenInHr: e.isHiddenInHr ?? false,
      })),
    [directory],
  );
  const { companyIds, dates } = useMemo(() => stagedCompanyMonths(staged, employees), [staged, employees]);
  const onServer = useQuery({ ...monthSlipsQueryOptions(companyIds, dates), enabled: dates.length > 0 });
  const slipsOnServer = onServer.data;
  // Once per change of the staged files or of the server's answer: a notification of the month
  // query that changes neither (asking again, answered the same) renders the same lists.
  const result = useMemo(() => payrollCompleteness(staged, employees, new Set(slipsOnServer ?? [])), [staged, employees, slipsOnServer]);
  const lists = useMemo(() => <CompletenessLists result={result} directory={directory} />, [result, directory]);
  if (staged.length === 0) return null;

  return (
    <Stack component="section" aria-labelledby="payroll-completeness" gap="xs">
      <Title order={3} id="payroll-completeness">{t`Payroll completeness`}</Title>
      {onServer.isError ? <Text c="red.9">{t`Slips already sent could not be checked; the list below may name employees who have one.`}</Text> : null}
      {lists}
    </Stack>
  );
});

/** Per company and month, who gets no slip; then the files that match nobody. */
function CompletenessLists({ result, directory }: { result: PayrollCompletenessResult; directory: UploadDirectory }) {
  const { t } = useLingui();
  const companyName = (id: string) => {
    const company = directory.companies.find((c) => c.id === id);
    return `${company?.code ?? ''} ${company?.name ?? ''}`.trim();
  };
  return (
    <>
      {result.months.map(({ companyId, date, withoutSlip }) => {
        // Data only (a company and a month): nothing here to translate.
        const heading = `${companyName(companyId)}, ${formatDate(date, 'short')}`;
        return (
          <Alert key={`${companyId}|${date}`} color={withoutSlip.length ? 'orange' : 'green'} title={heading} role="region" aria-label={heading}>
            {withoutSlip.length === 0 ? (
              <Text size="sm">{t`Every active employee gets a slip.`}</Text>
            ) : (
              <>
                <Text size="sm">
                  <Plural value={withoutSlip.length} one="# active employee would get no slip:" other="# active employees would get no slip:" />
                </Text>
                <Names count={withoutSlip.length}>
                  <List size="sm" aria-label={t`Without a slip`}>
                    {withoutSlip.map((e) => (
                      <List.Item key={e.id}>{`${e.name} · ${e.code ?? ''}`}</List.Item>
                    ))}
                  </List>
                </Names>
              </>
            )}
          </Alert>
        );
      })}
      {result.unmatchedFiles.length > 0 ? (
        <Alert color="orange" title={t`Files that match nobody`} role="region" aria-label={t`Files that match nobody`}>
          <List size="sm">
            {result.unmatchedFiles.map((name) => (
              <List.Item key={name}>{name}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
    </>
  );
}
