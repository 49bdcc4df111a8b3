import { useLingui } from '@lingui/react/macro';
import { Anchor, Card, Group, List, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { calendarDayOf } from '@/domain/hr-document-status';
import { formatDate } from '@/lib/i18n';
import { DocumentStateBadge } from '@/components/document-badges';
import type { Access } from '@/lib/session';
import { hrDocumentActionsQueryOptions, type HrDocumentAction } from './document-actions-query';
import { nameInLanguage } from '@/domain/document-type-name';

// "Action needed" on the dashboard for employees and HR: what to upload or renew. It closes the
// reminder loop — a renewal upload takes the line away.

const MAX_SHOWN = 20;

function ActionLine({ action, showEmployee }: { action: HrDocumentAction; showEmployee: boolean }) {
  const { t, i18n } = useLingui();
  const type = nameInLanguage(action.type, i18n.locale);
  const who = showEmployee ? `${action.employee.name ?? ''}: ` : '';
  const date = formatDate(action.expirationDate);
  const text = action.reason === 'missing' ? t`${type} is required and missing` : action.reason === 'expired' ? t`${type} expired on ${date}` : t`${type} expires on ${date}`;
  return (
    <List.Item icon={<DocumentStateBadge badge={action.reason} size="sm" />}>
      {who}
      {text}
    </List.Item>
  );
}

export function DocumentActions({ access }: { access: Access }) {
  const { t } = useLingui();
  // HR see their company's employees; an employee sees their own documents.
  const companyId = access.rights.hr ? (access.company?.id ?? null) : null;
  const actions = useQuery(hrDocumentActionsQueryOptions(companyId, calendarDayOf(new Date())));
  if (!access.rights.hrEnabled || !actions.data || actions.data.length === 0) return null;
  const shown = actions.data.slice(0, MAX_SHOWN);
  const more = actions.data.length - shown.length;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="document-actions-title" mb="lg">
      <Group justify="space-between">
        <Title order={2} size="h4" id="document-actions-title">{t`Action needed`}</Title>
        <Anchor component={Link} to="/hr/documents">{t`Open HR documents`}</Anchor>
      </Group>
      <List spacing="xs" mt="sm" center>
        {shown.map((action) => (
          <ActionLine key={`${action.employee.id}/${action.type.id}`} action={action} showEmployee={companyId !== null} />
        ))}
      </List>
      {more > 0 && <Text size="sm" c="gray.7" mt="xs">{t`and ${more} more`}</Text>}
    </Card>
  );
}
