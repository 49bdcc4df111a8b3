import { Trans, useLingui } from '@lingui/react/macro';
import { Card, List, Stack, Table, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { AnchorLink } from '@/components/router-links';
import { PageTitle } from '@/components/page-title';
import { isInspectableList, type InspectableList } from '@/domain/admin-lists';
import { ONLY_ON_ITS_OWN_PAGE } from '@/lib/navigation';
import { adminRecordQueryOptions } from './record-query';
import { LIST_WORDS } from '@/lib/i18n/list-words';

function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  return String(value);
}

/** A structured value (a profile, a reading) as nested lines of name and value, not JSON text. */
function StructuredValue({ value }: { value: object }) {
  const entries = Array.isArray(value) ? value.map((item, index) => [String(index + 1), item] as const) : Object.entries(value);
  if (entries.length === 0) return <>—</>;
  return (
    <List size="sm" spacing={2} withPadding={false} listStyleType="none">
      {entries.map(([name, item]) => (
        <List.Item key={name}>
          <Text span fw={600} size="sm">{name}:</Text>{' '}
          {typeof item === 'object' && item !== null ? <StructuredValue value={item as object} /> : shown(item)}
        </List.Item>
      ))}
    </List>
  );
}

/** /inspect-admin/{name}/{id}: one record's fields, and its related records as links (read-only). */
export function RecordPage({ list, id }: { list: InspectableList; id: string }) {
  const { t, i18n } = useLingui();
  const listName = i18n._(LIST_WORDS[list]);
  const { data: record } = useSuspenseQuery(adminRecordQueryOptions(list, id));
  if (!record) {
    return (
      <Stack>
        <PageTitle title={t`Admin Tool`} />
        <Text role="status">{t`No record of ${listName} with this id.`}</Text>
      </Stack>
    );
  }
  const fields = Object.entries(record.fields as Record<string, unknown>);
  return (
    <Stack maw={880}>
      <PageTitle title={t`Admin Tool`} description={`${listName} · ${record.label}`} />
      <AnchorLink to="/inspect-admin/$name/{-$id}" params={{ name: list, id: undefined }} activeOptions={ONLY_ON_ITS_OWN_PAGE}>
        <Trans>All records of {listName}</Trans>
      </AnchorLink>
      <Card withBorder component="section">
        <Title order={2} size="h3" mb="xs">
          <Trans>Fields</Trans>
        </Title>
        <Table layout="fixed" striped>
          <Table.Tbody>
            {fields.map(([name, value]) => (
              <Table.Tr key={name}>
                <Table.Th scope="row" w="35%" style={{ overflowWrap: 'anywhere' }}>{name}</Table.Th>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  {/* Nested lines, never a sideways-scrolling box: on a phone a scroll region would need its own keyboard focus. */}
                  {typeof value === 'object' && value !== null ? <StructuredValue value={value} /> : shown(value)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Card>
      <Card withBorder component="section">
        <Title order={2} size="h3" mb="xs">
          <Trans>Related records</Trans>
        </Title>
        {record.relations.map((relation) => (
          <Stack key={relation.field} gap={2} mb="sm">
            <Text fw={600}>{relation.field}</Text>
            {relation.items.length === 0 ? <Text size="sm">—</Text> : (
              <List spacing={2}>
                {relation.items.map((item) => (
                  <List.Item key={item.id}>
                    {isInspectableList(item.list) ? (
                      <AnchorLink to="/inspect-admin/$name/{-$id}" params={{ name: item.list, id: item.id }} style={{ overflowWrap: 'anywhere' }}>
                        {item.label}
                      </AnchorLink>
                    ) : item.label}
                  </List.Item>
                ))}
              </List>
            )}
          </Stack>
        ))}
      </Card>
    </Stack>
  );
}
