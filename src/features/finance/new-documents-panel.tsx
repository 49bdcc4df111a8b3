import { plural } from '@lingui/core/macro';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { newAccountingDocumentsQueryOptions } from './api/new-documents-query';

// The dashboard's addition for the fiduciary's accountants: per client company, how many documents
// were uploaded since they last opened its accounting screen.

export function NewDocumentsPanel() {
  const { t } = useLingui();
  const { data: rows } = useSuspenseQuery(newAccountingDocumentsQueryOptions());
  return (
    <Card withBorder component="section" aria-labelledby="new-documents-title" mt="lg">
      <Stack gap="sm">
        <Title order={2} size="h3" id="new-documents-title">{t`Uploaded since you last looked`}</Title>
        {rows.length === 0 ? (
          <Text>{t`No new documents.`}</Text>
        ) : (
          <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {rows.map((row) => {
              const count = row.count;
              const name = `${row.company.code ?? ''} ${row.company.name ?? ''}`.trim();
              return (
                <Group key={row.company.id} component="li" justify="space-between" wrap="nowrap" aria-label={plural(count, { one: `${name}: # new document`, other: `${name}: # new documents` })}>
                  <Text size="sm">{name}</Text>
                  <Badge aria-hidden>{count}</Badge>
                </Group>
              );
            })}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
