import 'mantine-datatable/styles.layer.css';
import { useLingui } from '@lingui/react/macro';
import { Anchor } from '@mantine/core';
import { DataTable, type DataTableSortStatus } from 'mantine-datatable';
import { useCallback, useState } from 'react';
import { stackedCellProps, stackedRowProps, stackedTableProps } from '@/components/stacked-table';
import type { BulkOutcome } from './bulk';
import { BulkBar } from './bulk-bar';
import { downloadCsv, toCsv } from './csv';
import { hiddenColumns, PAGE_SIZES, pageOf, sizeOf, type ListSearch } from './list-search';
import type { BulkFlag, FilterPill, ManagerColumn } from './list-types';
import { ListToolbar } from './list-toolbar';

export interface ManagerListProps<T extends { id: string }> {
  /** Names the table for screen readers and the CSV file. */
  name: string;
  fileName: string;
  search: ListSearch;
  onSearch: (next: Partial<ListSearch>) => void;
  columns: ManagerColumn<T>[];
  filters: FilterPill[];
  defaultFilter: string;
  defaultSort: string;
  records: T[];
  total: number;
  fetching: boolean;
  /** Every record of the current search and filter, for the CSV export. */
  fetchAll: () => Promise<T[]>;
  labelOf: (record: T) => string;
  openRecord: (record: T) => void;
  bulkFlags?: BulkFlag[];
  onSetFlag?: (records: T[], field: string, value: boolean) => Promise<BulkOutcome>;
  onDelete?: (records: T[]) => Promise<BulkOutcome>;
  deleteLabel?: string;
  /** Extra attributes of a row's <tr>, e.g. drag-and-drop handlers. */
  rowAttributes?: (record: T, index: number) => Record<string, unknown>;
}

const valueAt = (record: object, accessor: string): unknown => (record as Record<string, unknown>)[accessor];

// On a phone each record is a card (src/components/stacked-table.module.css, as the staged files and
// the accounting list): every column the user keeps, its name above its value, nothing scrolling
// sideways and nothing cut; the sortable columns' headers stay as a bar of sort buttons above the
// cards (issue #44; docs/decisions/phone-layouts.md). The explicit roles keep it a table for screen
// readers once its rows are laid out as blocks.

/** The manager's list: Keystone's list view (search, pills, sort, columns, paging in the address), plus CSV and bulk edits. */
export function ManagerList<T extends { id: string }>(props: ManagerListProps<T>) {
  const { t } = useLingui();
  const { search, onSearch, columns } = props;
  const [selected, setSelected] = useState<T[]>([]);
  const [exporting, setExporting] = useState(false);
  const hidden = hiddenColumns(search);
  const visible = columns.filter((column) => !hidden.has(column.accessor));
  const sortStatus: DataTableSortStatus<T> = { columnAccessor: search.sort ?? props.defaultSort, direction: search.dir ?? 'asc' };

  const onQuery = useCallback((q: string) => onSearch({ q: q || undefined, page: undefined }), [onSearch]);
  const toggleColumn = (accessor: string) => {
    const next = new Set(hidden);
    if (next.has(accessor)) next.delete(accessor);
    else next.add(accessor);
    onSearch({ hide: [...next].join(',') || undefined });
  };
  const exportCsv = async () => {
    setExporting(true);
    try {
      const all = await props.fetchAll();
      downloadCsv(props.fileName, toCsv(visible.map((c) => c.title), all.map((r) => visible.map((c) => (c.csv ? c.csv(r) : valueAt(r, c.accessor))))));
    } finally {
      setExporting(false);
    }
  };
  const afterBulk = async (outcome: Promise<BulkOutcome>) => {
    const result = await outcome;
    setSelected([]);
    return result;
  };

  return (
    <>
      <ListToolbar
        query={search.q ?? ''}
        onQuery={onQuery}
        filters={props.filters}
        filter={search.filter ?? props.defaultFilter}
        onFilter={(filter) => onSearch({ filter: filter === props.defaultFilter ? undefined : filter, page: undefined })}
        columns={columns}
        hidden={hidden}
        onToggleColumn={toggleColumn}
        onExport={() => void exportCsv()}
        exporting={exporting}
      />
      <BulkBar
        selected={selected.length}
        flags={props.bulkFlags ?? []}
        onSetFlag={props.onSetFlag ? (field, value) => afterBulk(props.onSetFlag!(selected, field, value)) : undefined}
        onDelete={props.onDelete ? () => afterBulk(props.onDelete!(selected)) : undefined}
        deleteLabel={props.deleteLabel}
      />
      <DataTable<T>
        aria-label={props.name}
        role={stackedTableProps.role}
        classNames={{ table: stackedTableProps.className }}
        withTableBorder
        minHeight={160}
        records={props.records}
        fetching={props.fetching}
        idAccessor="id"
        columns={visible.map((column, index) => ({
          accessor: column.accessor,
          title: column.title,
          sortable: column.sortable,
          customCellAttributes: () => stackedCellProps(column.title),
          // The first column opens the record: a real link, reachable by keyboard.
          render:
            index === 0
              ? (record: T) => (
                  <Anchor component="button" type="button" onClick={() => props.openRecord(record)}>
                    {column.render ? column.render(record) : String(valueAt(record, column.accessor) ?? '—')}
                  </Anchor>
                )
              : column.render,
        }))}
        sortStatus={sortStatus}
        onSortStatusChange={(status) => onSearch({ sort: String(status.columnAccessor), dir: status.direction, page: undefined })}
        totalRecords={props.total}
        page={pageOf(search)}
        onPageChange={(page) => onSearch({ page: page > 1 ? page : undefined })}
        recordsPerPage={sizeOf(search)}
        recordsPerPageOptions={[...PAGE_SIZES]}
        onRecordsPerPageChange={(size) => onSearch({ size, page: undefined })}
        recordsPerPageLabel={t`Rows per page`}
        paginationText={({ from, to, totalRecords }) => t`${from}–${to} of ${totalRecords}`}
        getPaginationControlProps={(control) => ({ 'aria-label': { first: t`First page`, last: t`Last page`, previous: t`Previous page`, next: t`Next page` }[control] })}
        noRecordsText={t`No records found`}
        selectedRecords={selected}
        onSelectedRecordsChange={setSelected}
        allRecordsSelectionCheckboxProps={{ 'aria-label': t`Select all rows on this page` }}
        getRecordSelectionCheckboxProps={(record) => ({ 'aria-label': t`Select ${props.labelOf(record)}` })}
        customRowAttributes={(record, index) => ({ ...stackedRowProps, ...props.rowAttributes?.(record, index) })}
      />
    </>
  );
}
