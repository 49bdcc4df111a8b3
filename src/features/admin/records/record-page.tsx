import { Trans, useLingui } from '@lingui/react/macro';
import { Card, List, Stack, Table, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { AnchorLink } from '@/components/router-links';
import { PageTitle } from '@/components/page-title';
import { isInspectableList, type InspectableList } from '@/domain/admin-lists';
import { ONLY_ON_ITS_OWN_PAGE } from '@/lib/navigation';
import { adminRecordQueryOptions } from './record-query';
import { LIST_WORDS } from '@/lib/i18n/list-words';
import { fieldName, recordLabel, recordRows, type Shown } from './record-words';

/** A structured value (a profile, a reading) as nested lines of name and value, not JSON text. */
function ShownValue({ value }: { value: Shown }) {
  if ('text' in value) return <>{value.text}</>;
  return (
    <List size="sm" spacing={2} withPadding={false} listStyleType="none">
      {value.rows.map((row) => (
        <List.Item key={row.key}>
          <Text span fw={600} size="sm">{row.label}:</Text> <ShownValue value={row.value} />
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
  const rows = recordRows(i18n, list, record.fields as Record<string, unknown>);
  return (
    <Stack maw={880}>
      <PageTitle title={t`Admin Tool`} description={`${listName} · ${recordLabel(i18n, list, record)}`} />
      <AnchorLink to="/inspect-admin/$name/{-$id}" params={{ name: list, id: undefined }} activeOptions={ONLY_ON_ITS_OWN_PAGE}>
        <Trans>All records of {listName}</Trans>
      </AnchorLink>
      <Card withBorder component="section">
        <Title order={2} size="h3" mb="xs">
          <Trans>Fields</Trans>
        </Title>
        <Table layout="fixed" striped>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.key}>
                <Table.Th scope="row" w="35%" style={{ overflowWrap: 'anywhere' }}>{row.label}</Table.Th>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  {/* Nested lines, never a sideways-scrolling box: on a phone a scroll region would need its own keyboard focus. */}
                  <ShownValue value={row.value} />
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
            <Text fw={600}>{fieldName(i18n, list, relation.field)}</Text>
            {relation.items.length === 0 ? <Text size="sm">—</Text> : (
              <List spacing={2}>
                {relation.items.map((item) => (
                  <List.Item key={item.id}>
                    {isInspectableList(item.list) ? (
                      <AnchorLink to="/inspect-admin/$name/{-$id}" params={{ name: item.list, id: item.id }} style={{ overflowWrap: 'anywhere' }}>
                        {recordLabel(i18n, item.list, item)}
                      </AnchorLink>
                    ) : recordLabel(i18n, item.list, item)}
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
