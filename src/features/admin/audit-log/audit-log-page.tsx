import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { PagePagination } from '@/components/page-pagination';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageTitle } from '@/components/page-title';
import type { AuditFilter } from '@/domain/audit-filter';
import { sourceFileNameInDetails } from '@/domain/source-file-name';
import { errorMessage } from '@/lib/graphql';
import { formatDate } from '@/lib/i18n';
import { auditActionWords, listWords } from '@/lib/i18n/audit-words';
import { notify } from '@/lib/notifications';
import { AUDIT_PAGE_SIZE, auditEventsQueryOptions } from './audit-events-query';
import { AuditFilters } from './audit-filters';
import { downloadAuditCsv } from './export-csv';

type Props = { filter: AuditFilter; page: number; onChange: (filter: AuditFilter, page: number) => void };

/** The audit log for provider staff: newest first, filtered and paged in the URL, exportable as CSV. */
export function AuditLogPage({ filter, page, onChange }: Props) {
  const { t, i18n } = useLingui();
  const { data, isError, error } = useQuery(auditEventsQueryOptions(filter, page));
  const [exporting, setExporting] = useState(false);
  const count = data?.auditEventsCount ?? 0;
  const pages = Math.max(1, Math.ceil(count / AUDIT_PAGE_SIZE));

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadAuditCsv(filter);
    } catch (problem) {
      notify({ type: 'error', title: t`Export failed`, text: errorMessage(problem) });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack>
      <PageTitle title={t`Audit log`} description={t`Who did what, and on whose behalf when impersonating. Events cannot be edited or deleted.`} />
      <AuditFilters filter={filter} onChange={(next) => onChange(next, 1)} />
      <Group justify="space-between" wrap="wrap">
        <Text role="status">
          <Trans>{count} events</Trans>
        </Text>
        <Button variant="light" mih={44} loading={exporting} onClick={() => void exportCsv()}>
          <Trans>Export as CSV</Trans>
        </Button>
      </Group>
      {isError ? <Text c="red.9">{errorMessage(error)}</Text> : null}
      <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t`Audit events`}>
        {(data?.auditEvents ?? []).map((event) => {
          const actor = event.actor?.email ?? '—';
          const behalf = event.onBehalfOf?.email;
          // A payslip cut from a whole payroll keeps that file's name (issue #45).
          const sourceFileName = sourceFileNameInDetails(event.details);
          return (
            <Paper component="li" key={event.id} withBorder p="xs">
              <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {`${formatDate(event.at, 'dateTime')} · ${auditActionWords(i18n, event.action)}${event.list ? ` · ${listWords(i18n, event.list)} ${event.itemId}` : ''}`}
              </Text>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {behalf ? t`${actor} acting as ${behalf}` : actor}
              </Text>
              {sourceFileName ? (
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {t`Payroll file: ${sourceFileName}`}
                </Text>
              ) : null}
            </Paper>
          );
        })}
      </Stack>
      {pages > 1 ? (
        <PagePagination
          total={pages}
          value={page}
          onChange={(next) => onChange(filter, next)}
        />
      ) : null}
    </Stack>
  );
}
