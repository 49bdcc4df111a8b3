import { Trans, useLingui } from '@lingui/react/macro';
import { Group, List, Select, Stack, Text, TextInput } from '@mantine/core';
import { PagePagination } from '@/components/page-pagination';
import { useDebouncedCallback } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AnchorLink } from '@/components/router-links';
import { PageTitle } from '@/components/page-title';
import type { InspectableList } from '@/domain/admin-lists';
import { errorMessage } from '@/lib/graphql';
import { adminRecordsQueryOptions, RECORDS_PAGE_SIZE } from './records-query';
import { listChoices } from '@/lib/i18n/list-words';
import { recordLabel } from './record-words';

type Props = {
  list: InspectableList;
  search: string;
  page: number;
  onChange: (next: { list?: InspectableList; search?: string; page?: number }) => void;
};

/** /inspect-admin/{name}: a searchable, paged list of one list's items (read-only). */
export function RecordListPage({ list, search, page, onChange }: Props) {
  const { t, i18n } = useLingui();
  const [text, setText] = useState(search);
  const searchLater = useDebouncedCallback((value: string) => onChange({ search: value, page: 1 }), 300);
  const { data, isError, error } = useQuery(adminRecordsQueryOptions(list, search, page));
  const pages = data ? Math.max(1, Math.ceil(data.count / RECORDS_PAGE_SIZE)) : 1;
  return (
    <Stack maw={880}>
      <PageTitle title={t`Admin Tool`} description={t`Records of the portal, read-only.`} />
      <Group align="flex-end" wrap="wrap">
        <Select
          label={t`List`}
          data={listChoices(i18n)}
          value={list}
          allowDeselect={false}
          onChange={(value) => value && onChange({ list: value as InspectableList, page: 1 })}
        />
        <TextInput
          type="search"
          label={t`Search`}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            searchLater(event.currentTarget.value);
          }}
        />
      </Group>
      {isError ? <Text c="red.9">{errorMessage(error)}</Text> : null}
      {data ? (
        <Text size="sm" role="status">
          <Trans>{data.count} records</Trans>
        </Text>
      ) : null}
      {data && data.items.length > 0 ? (
        <List spacing={4} aria-label={t`Records`}>
          {data.items.map((item) => (
            <List.Item key={item.id}>
              <AnchorLink to="/inspect-admin/$name/{-$id}" params={{ name: list, id: item.id }} style={{ overflowWrap: 'anywhere' }}>
                {recordLabel(i18n, list, item)}
              </AnchorLink>
            </List.Item>
          ))}
        </List>
      ) : null}
      {pages > 1 ? (
        <PagePagination
          total={pages}
          value={page}
          onChange={(next) => onChange({ page: next })}
        />
      ) : null}
    </Stack>
  );
}
