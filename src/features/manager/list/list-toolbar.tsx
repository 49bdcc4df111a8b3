import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Chip, Group, Menu, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { FilterPill, ManagerColumn } from './list-types';

interface Props<T> {
  query: string;
  onQuery: (q: string) => void;
  filters: FilterPill[];
  filter: string;
  onFilter: (id: string) => void;
  columns: ManagerColumn<T>[];
  hidden: Set<string>;
  onToggleColumn: (accessor: string) => void;
  onExport: () => void;
  exporting: boolean;
}

/** Search, filter pills, column picker and CSV export: the controls above every manager list. */
export function ListToolbar<T>(props: Props<T>) {
  const { t } = useLingui();
  const [draft, setDraft] = useState(props.query);
  const { onQuery, query } = props;
  // The address follows the search box once typing pauses, so every letter is not a history entry.
  useEffect(() => {
    if (draft.trim() === query) return;
    const timer = setTimeout(() => onQuery(draft.trim()), 250);
    return () => clearTimeout(timer);
  }, [draft, query, onQuery]);

  return (
    <Group gap="sm" align="flex-end" wrap="wrap" mb="sm">
      <TextInput label={t`Search`} type="search" value={draft} onChange={(e) => setDraft(e.currentTarget.value)} style={{ flex: '1 1 14rem' }} />
      <Chip.Group value={props.filter} onChange={(value) => props.onFilter(String(value))}>
        <Group gap="xs" role="group" aria-label={t`Filter`}>
          {props.filters.map((pill) => (
            <Chip key={pill.id} value={pill.id}>
              {pill.label}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <Menu closeOnItemClick={false}>
        <Menu.Target>
          <Button variant="default">
            <Trans>Columns</Trans>
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {props.columns.map((column) => (
            <Menu.Item key={column.accessor} component="div">
              <Checkbox label={column.title} checked={!props.hidden.has(column.accessor)} onChange={() => props.onToggleColumn(column.accessor)} />
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      <Button variant="default" onClick={props.onExport} loading={props.exporting}>
        <Trans>Export CSV</Trans>
      </Button>
    </Group>
  );
}
