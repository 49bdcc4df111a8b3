import { Plural, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { PagePagination } from '@/components/page-pagination';
import { useSuspenseQueries } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { formatDate } from '@/lib/i18n';
import { PAGE_SIZE, workflowsQueryOptions, type WorkflowSummary } from './api/workflows-query';
import { WorkflowFilterBar, type CompanyChoice } from './workflow-filter-bar';
import { pageCount, type WorkflowFilters } from './api/workflow-filters';
import { rangePages, type ListRange } from './api/list-range';
import { WorkflowStatusBadge } from './status-badges';

// The workflow list (spec §7, §9): 15 a page, newest first, filtered by company, month and status.
// Page numbers jump to one page; "Load more" appends the next 15. Both are in the address
// (list-range.ts), so what is shown survives a reload.

function WorkflowRow({ workflow }: { workflow: WorkflowSummary }) {
  const { t } = useLingui();
  const month = formatDate(workflow.date, 'short');
  const company = workflow.company ? `${workflow.company.code} ${workflow.company.name}` : '';
  const documents = workflow.documentsCount ?? 0;
  const createdAt = formatDate(workflow.createdAt, 'long');
  const creator = workflow.createdByName ?? '';
  return (
    <Paper component="li" withBorder p="sm" radius="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Anchor component={Link} to={`/salary-control/${workflow.id}`} fw={600}>
          {t`${month} · ${company}`}
        </Anchor>
        {workflow.status ? <WorkflowStatusBadge status={workflow.status} /> : null}
      </Group>
      <Text size="sm" c="gray.7">
        <Plural value={documents} one="# document" other="# documents" /> · {t`created ${createdAt} by ${creator}`}
      </Text>
    </Paper>
  );
}

type Props = {
  filters: WorkflowFilters;
  range: ListRange;
  companies: readonly CompanyChoice[];
  onFiltersChange: (filters: WorkflowFilters) => void;
  onPageChange: (page: number) => void;
  onLoadMore: () => void;
};

export function WorkflowList({ filters, range, companies, onFiltersChange, onPageChange, onLoadMore }: Props) {
  const { t } = useLingui();
  // Loading and failure are the route's: its loader fetched these pages first.
  const results = useSuspenseQueries({ queries: rangePages(range).map((n) => workflowsQueryOptions(filters, n)) });
  const workflows = results.flatMap((r) => r.data.workflows);
  const total = results.at(-1)?.data.total ?? 0;
  const pages = pageCount(total, PAGE_SIZE);
  const { from, page } = range;
  const list = useRef<HTMLDivElement>(null);
  // After "Load more", focus goes to the first new row, so keyboard and screen-reader users
  // continue where the list grew instead of at a button that may be gone (last page).
  const focusRow = useRef<number | null>(null);
  useEffect(() => {
    const index = focusRow.current;
    if (index === null || workflows.length <= index) return;
    focusRow.current = null;
    list.current?.querySelectorAll<HTMLAnchorElement>(':scope > li a')[index]?.focus();
  }, [workflows.length]);
  const loadMore = () => {
    focusRow.current = workflows.length;
    onLoadMore();
  };
  return (
    <Stack>
      <Title order={2}>{t`Salary controls`}</Title>
      <WorkflowFilterBar filters={filters} companies={companies} onChange={onFiltersChange} />
      {workflows.length === 0 ? (
        <Text>{t`No salary control documents found`}</Text>
      ) : (
        <>
          <Text size="sm" c="gray.7" aria-live="polite">
            {from < page ? t`Pages ${from}–${page} of ${pages} · ${total} salary controls` : t`Page ${page} of ${pages} · ${total} salary controls`}
          </Text>
          <Stack ref={list} component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t`Salary controls`}>
            {workflows.map((w) => (
              <WorkflowRow key={w.id} workflow={w} />
            ))}
          </Stack>
        </>
      )}
      {page < pages ? (
        <Button variant="default" mih={44} w="fit-content" onClick={loadMore}>
          {t`Load more`}
        </Button>
      ) : null}
      {pages > 1 && (
        <PagePagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={onPageChange}
          aria-label={t`Pages of salary controls`}
          withEdges={false}
          size="lg"
        />
      )}
    </Stack>
  );
}
