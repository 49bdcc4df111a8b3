import { useLingui } from '@lingui/react/macro';
import { Anchor, Group, List } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formatDate } from '@/lib/i18n';
import { DASHBOARD_SIZE, workflowsQueryOptions } from './api/workflows-query';
import { WorkflowStatusBadge } from './status-badges';

/**
 * Spec §9's company-filtered mode: the selected company's three newest salary controls, under the
 * dashboard's card. Loaded after the cards (useQuery), so a slow list never holds the dashboard back.
 */
export function DashboardWorkflows({ companyId }: { companyId: string }) {
  const { t } = useLingui();
  const { data, isError } = useQuery(workflowsQueryOptions({ company: companyId }, 1, DASHBOARD_SIZE));
  if (isError) return <Anchor component={Link} to="/salary-control" size="sm">{t`Error while loading salary control document(s)`}</Anchor>;
  if (!data || data.workflows.length === 0) return null;
  return (
    <List size="sm" spacing={4} listStyleType="none" aria-label={t`Newest salary controls`}>
      {data.workflows.map((w) => (
        <List.Item key={w.id}>
          <Group gap="xs" wrap="nowrap">
            <Anchor component={Link} to={`/salary-control/${w.id}`} size="sm" mih={44} display="inline-flex" style={{ alignItems: 'center' }}>
              {formatDate(w.date, 'short')}
            </Anchor>
            {w.status ? <WorkflowStatusBadge status={w.status} /> : null}
          </Group>
        </List.Item>
      ))}
    </List>
  );
}
