import { Alert, Button, Group, List, Select, Stack, Text, Title } from '@mantine/core';
import { Plural, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { expectsPayslip } from '@/domain/payroll-completeness';
import type { SplitPlan } from '@/domain/payroll-split';
import type { UploadDirectory } from '@/features/uploads/api/upload-directory-query';
import { companyOptions, dateOptions, employeeOptions } from '@/features/uploads/field-options';
import { CLOSED_SELECT_UNMOUNTED } from './closed-select';
import { PageDecision, type PageToDecide } from './page-decision';
import type { SplitJob } from './use-payroll-split';

// Before anything is staged: the company, what matched, the pages the user must decide, and who
// of the company gets no payslip from this file.

/** Enough pages to decide on one screen; the rest follow as these are decided. */
const PAGES_SHOWN = 30;


type Props = {
  job: SplitJob;
  /** Null while no company is chosen, undefined until the pages are planned for the chosen one. */
  plan: SplitPlan | null | undefined;
  /** False for a moment after each decision: the plan shown is the one before it, and nothing is staged. */
  planIsCurrent: boolean;
  directory: UploadDirectory;
  onChange: (change: (job: SplitJob) => SplitJob) => void;
  onStage: () => void;
  onCancel: () => void;
  thumbnail: (pageNumber: number) => Promise<Blob | null>;
};

export function SplitReview({ job, plan, planIsCurrent, directory, onChange, onStage, onCancel, thumbnail }: Props) {
  const { t } = useLingui();
  const fileName = job.file.name;
  const nameOf = useMemo(() => new Map(directory.employees.map((e) => [e.id, `${e.name ?? ''} (${e.company?.code ?? '?'}/${e.code ?? '—'})`])), [directory]);
  const companyEmployees = directory.employees.filter((e) => e.company?.id === job.companyId);
  // A page decided a moment ago leaves the list at once, before the worker's new plan arrives.
  const decided = (pageNumber: number) => job.manual.has(pageNumber) || job.removed.has(pageNumber);
  const toDecide: PageToDecide[] = plan
    ? [
        ...plan.conflicts.map((c) => ({ pageNumber: c.pageNumber, reason: c.reason, conflict: true, names: [...new Set([...c.named, ...c.coded])].map((id) => nameOf.get(id) ?? '').join(', ') })),
        ...plan.unassigned.map((u) => ({ pageNumber: u.pageNumber, reason: u.reason, conflict: false, names: u.candidates.map((id) => nameOf.get(id) ?? '').join(', ') })),
      ]
        .filter((page) => !decided(page.pageNumber))
        .sort((a, b) => a.pageNumber - b.pageNumber)
    : [];
  const withSlip = new Set(plan?.slips.map((s) => s.employeeId));
  const withoutSlip = companyEmployees.filter((e) => expectsPayslip({ code: e.code ?? null, isArchived: false, isHiddenInHr: e.isHiddenInHr === true }) && !withSlip.has(e.id));
  const needsPeriod = !!plan && plan.slips.some((s) => s.period === null);
  const ready = !!plan && planIsCurrent && plan.slips.length > 0 && toDecide.length === 0 && (!needsPeriod || job.chosenPeriod !== null);
  const employeeChoices = employeeOptions(companyEmployees);

  return (
    <Stack gap="sm">
      <Select
        label={t`Company of ${fileName}`}
        data={companyOptions(directory.companies)}
        value={job.companyId}
        onChange={(companyId) => onChange((j) => ({ ...j, companyId, manual: new Map(), removed: new Set() }))}
        allowDeselect={false}
        searchable
        comboboxProps={CLOSED_SELECT_UNMOUNTED}
      />
      {plan === null ? (
        <Text size="sm">{t`Choose the company this payroll is for: its pages name employees of several companies.`}</Text>
      ) : plan === undefined ? (
        <Text size="sm" role="status">{t`Matching the pages with the company's employees…`}</Text>
      ) : (
        <Alert color={toDecide.length > 0 ? 'orange' : 'green'} role="region" aria-label={t`Split summary`} title={t`Split summary`}>
          <Stack gap={4}>
            <Text size="sm">
              <Plural value={job.pageCount} one="# page read." other="# pages read." />{' '}
              <Plural value={plan.slips.length} one="# employee matched." other="# employees matched." />
            </Text>
            <Text size="sm">
              <Plural value={toDecide.length} one="# page left to decide." other="# pages left to decide." />
            </Text>
            {withoutSlip.length > 0 ? (
              <>
                <Text size="sm">
                  <Plural value={withoutSlip.length} one="# employee of the company gets no payslip from this file:" other="# employees of the company get no payslip from this file:" />
                </Text>
                <List size="sm" aria-label={t`Employees without a payslip in this file`}>
                  {withoutSlip.slice(0, 50).map((e) => (
                    <List.Item key={e.id}>{nameOf.get(e.id)}</List.Item>
                  ))}
                </List>
              </>
            ) : (
              <Text size="sm">{t`Every active employee of the company gets a payslip.`}</Text>
            )}
          </Stack>
        </Alert>
      )}
      {needsPeriod && (
        <Select
          label={t`Month of these payslips`}
          description={t`The pages state no single month: choose it.`}
          data={dateOptions(new Date())}
          value={job.chosenPeriod}
          onChange={(chosenPeriod) => onChange((j) => ({ ...j, chosenPeriod }))}
          allowDeselect={false}
          comboboxProps={CLOSED_SELECT_UNMOUNTED}
        />
      )}
      {toDecide.length > 0 && (
        <Stack gap="xs" component="section" aria-labelledby="split-pages-to-decide">
          <Group justify="space-between">
            <Title order={4} id="split-pages-to-decide">{t`Pages to decide`}</Title>
            <Button variant="default" onClick={() => onChange((j) => ({ ...j, removed: new Set([...j.removed, ...toDecide.map((p) => p.pageNumber)]) }))}>
              {t`Leave all these pages out`}
            </Button>
          </Group>
          <Stack component="ul" gap="xs" p={0} style={{ listStyle: 'none' }}>
            {toDecide.slice(0, PAGES_SHOWN).map((page) => (
              <PageDecision
                key={page.pageNumber}
                page={page}
                employees={employeeChoices}
                thumbnail={thumbnail}
                onAssign={(employeeId) => onChange((j) => ({ ...j, manual: new Map(j.manual).set(page.pageNumber, employeeId) }))}
                onRemove={() => onChange((j) => ({ ...j, removed: new Set(j.removed).add(page.pageNumber) }))}
              />
            ))}
          </Stack>
        </Stack>
      )}
      <Group>
        <Button onClick={onStage} disabled={!ready}>
          <Plural value={plan?.slips.length ?? 0} one="Stage # payslip" other="Stage # payslips" />
        </Button>
        <Button variant="default" onClick={onCancel}>{t`Cancel the split`}</Button>
      </Group>
    </Stack>
  );
}
