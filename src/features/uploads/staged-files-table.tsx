import { Badge, Checkbox, Table, Text } from '@mantine/core';
import { PagePagination } from '@/components/page-pagination';
import { stackedCellProps, stackedGroupProps, stackedHeaderProps, stackedRowProps, stackedScrollProps, stackedTableProps } from '@/components/stacked-table';
import { useLingui } from '@lingui/react/macro';
import { memo, useCallback, useMemo, useState, type ReactElement } from 'react';
import type { UploadKind } from '@/domain/staging';
import type { UploadQueue, UploadRecordOf } from '@/lib/upload-queue';
import type { UploadDirectory } from './api/upload-directory-query';
import type { BatchKind } from './batch-kind';
import { BulkEdit } from './bulk-edit';
import { dateOptions, type Option } from './field-options';
import { FileActions, FileStateBadge } from './file-status';
import { usePaged } from './paged';
import { FieldCell } from './staged-field-cell';
import { useSteadyRows } from './steady-rows';

// The staged files of one kind: File and Match first, the kind's own data columns (locked ones
// read-only, the others editable), then Status and Actions, with paging for large batches. Kinds
// with bulk edit add a selection column and the bulk-edit form. On a phone each row is a card
// (stacked-table.ts), each cell labelled with its column.

type RowProps<K extends UploadKind> = {
  queue: UploadQueue; kind: BatchKind<K>; record: UploadRecordOf<K>; duplicate: boolean; options: Option[][]; suggestions: readonly string[];
  /** null: the kind has no bulk edit, so no selection column. */
  selected: boolean | null;
  onToggle: (fileId: string) => void;
  /** The column names, as the header says them: each cell's label on a phone's card. */
  headers: Headers;
};

type Headers = { file: string; match: string; fields: readonly string[]; status: string; actions: string };

const NO_SUGGESTIONS: readonly string[] = [];

/** Records are read afresh from IndexedDB on every queue change: equal content means the same row. */
const sameRecord = (a: UploadRecordOf<UploadKind>, b: UploadRecordOf<UploadKind>) => a === b || (a.updatedAt === b.updatedAt && JSON.stringify(a) === JSON.stringify(b));

/**
 * One staged file. Memoised: while a batch is sent the queue is re-read twice a second, and
 * re-rendering 50 rows of inputs each time took CPU from the uploads (bench:uploads).
 */
const FileRow = memo(function FileRow<K extends UploadKind>({ queue, kind, record, duplicate, options, suggestions, selected, onToggle, headers }: RowProps<K>) {
  const { t } = useLingui();
  const name = record.fileName;
  return (
    <Table.Tr {...stackedRowProps}>
      {selected !== null && (
        <Table.Td {...stackedCellProps()}><Checkbox aria-label={t`Select ${name}`} checked={selected} disabled={record.state !== 'staged'} onChange={() => onToggle(record.fileId)} /></Table.Td>
      )}
      <Table.Td {...stackedCellProps(headers.file)}><Text size="sm">{name}</Text></Table.Td>
      {kind.matchesFileNames && (
        <Table.Td {...stackedCellProps(headers.match)}>
          {/* Dark text on the light variant: white on Mantine's filled orange reads at 3.6:1. */}
          <Badge variant="light" c="dark.9" color={record.lockedFields.length > 0 ? 'green' : 'orange'}>
            {record.lockedFields.length > 0 ? t`Matched` : t`Unmatched`}
          </Badge>
        </Table.Td>
      )}
      {kind.fields.map((field, i) => (
        <Table.Td key={field.field} {...stackedCellProps(headers.fields[i])}>
          <FieldCell queue={queue} kind={kind} record={record} field={field} options={options[i] ?? []} suggestions={suggestions} />
        </Table.Td>
      ))}
      <Table.Td {...stackedCellProps(headers.status)}><FileStateBadge record={record} duplicate={duplicate} /></Table.Td>
      <Table.Td {...stackedCellProps(headers.actions)}><FileActions queue={queue} record={record} duplicate={duplicate} confirmable={kind.duplicatesConfirmable} /></Table.Td>
    </Table.Tr>
  );
}, (prev, next) => {
  const { record: a, ...restPrev } = prev;
  const { record: b, ...restNext } = next;
  return sameRecord(a, b) && (Object.keys(restPrev) as (keyof typeof restPrev)[]).every((k) => restPrev[k] === restNext[k]);
}) as <K extends UploadKind>(props: RowProps<K>) => ReactElement;

type TableProps<K extends UploadKind> = {
  queue: UploadQueue; kind: BatchKind<K>; records: readonly UploadRecordOf<K>[]; duplicates: ReadonlySet<string>; directory: UploadDirectory; suggestions?: readonly string[];
};

export function StagedFilesTable<K extends UploadKind>({ queue, kind, records, duplicates, directory, suggestions = NO_SUGGESTIONS }: TableProps<K>) {
  const { t, i18n } = useLingui();
  // Built once per directory and language, not per row: payroll staff may see thousands of employees.
  const options = useMemo(() => {
    const context = { directory, dates: dateOptions(new Date()), i18n, suggestions };
    return kind.fields.map((field) => (field.input === 'select' ? field.options(context) : []));
  }, [kind, directory, i18n, suggestions]);
  // Memoised like `options`: a new object each render would re-render every memoised row.
  const headers: Headers = useMemo(() => ({ file: t`File`, match: t`Match`, fields: kind.fields.map((field) => i18n._(field.header)), status: t`Status`, actions: t`Actions` }), [kind, i18n, t]);
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<string>>(new Set());
  const toggle = useCallback((fileId: string) => setSelectedIds((current) => {
    const next = new Set(current);
    if (!next.delete(fileId)) next.add(fileId);
    return next;
  }), []);
  const listed = useSteadyRows(records);
  const { rows, page, pages, setPage } = usePaged(listed);
  if (listed.length === 0) return null;
  const editable = listed.filter((r) => r.state === 'staged');
  const selected = editable.filter((r) => selectedIds.has(r.fileId));
  const allSelected = editable.length > 0 && selected.length === editable.length;
  const columns = [headers.file, ...(kind.matchesFileNames ? [headers.match] : []), ...headers.fields, headers.status, headers.actions];
  return (
    <>
      {kind.bulkEdit && <BulkEdit queue={queue} kind={kind} selected={selected} options={options} suggestions={suggestions} onApplied={() => setSelectedIds(new Set())} />}
      <Table.ScrollContainer minWidth={900} {...stackedScrollProps}>
        <Table striped aria-label={i18n._(kind.labels.table)} {...stackedTableProps}>
          <Table.Thead {...stackedGroupProps}>
            <Table.Tr {...stackedRowProps}>
              {kind.bulkEdit && (
                <Table.Th {...stackedHeaderProps}>
                  <Checkbox
                    aria-label={t`Select all staged files`}
                    checked={allSelected}
                    indeterminate={selected.length > 0 && !allSelected}
                    onChange={() => setSelectedIds(allSelected ? new Set() : new Set(editable.map((r) => r.fileId)))}
                  />
                </Table.Th>
              )}
              {columns.map((column) => (
                <Table.Th key={column} {...stackedHeaderProps}>{column}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody {...stackedGroupProps}>
            {rows.map((r) => (
              <FileRow
                key={r.fileId}
                queue={queue}
                kind={kind}
                record={r}
                duplicate={duplicates.has(r.fileId)}
                options={options}
                suggestions={suggestions}
                selected={kind.bulkEdit ? selectedIds.has(r.fileId) : null}
                onToggle={toggle}
                headers={headers}
              />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pages > 1 && <PagePagination total={pages} value={page} onChange={setPage} aria-label={t`Pages of staged files`} />}
    </>
  );
}
