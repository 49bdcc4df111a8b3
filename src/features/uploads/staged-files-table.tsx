import { Badge, Checkbox, Table, Text } from '@mantine/core';
import { PagePagination } from '@/components/page-pagination';
import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import type { UploadKind } from '@/domain/staging';
import type { UploadQueue, UploadRecordOf } from '@/lib/upload-queue';
import type { UploadDirectory } from './api/upload-directory-query';
import type { BatchKind } from './batch-kind';
import { BulkEdit } from './bulk-edit';
import { dateOptions, type Option } from './field-options';
import { FileActions, FileStateBadge } from './file-status';
import { usePaged } from './paged';
import { FieldCell } from './staged-field-cell';

// The staged files of one kind: File and Match first, the kind's own data columns (locked ones
// read-only, the others editable), then Status and Actions, with paging for large batches. Kinds
// with bulk edit add a selection column and the bulk-edit form.

type RowProps<K extends UploadKind> = {
  queue: UploadQueue; kind: BatchKind<K>; record: UploadRecordOf<K>; duplicate: boolean; options: Option[][]; suggestions: readonly string[];
  selection: { selected: boolean; toggle: () => void; disabled: boolean } | null;
};

function FileRow<K extends UploadKind>({ queue, kind, record, duplicate, options, suggestions, selection }: RowProps<K>) {
  const { t } = useLingui();
  const name = record.fileName;
  return (
    <Table.Tr>
      {selection && (
        <Table.Td><Checkbox aria-label={t`Select ${name}`} checked={selection.selected} disabled={selection.disabled} onChange={selection.toggle} /></Table.Td>
      )}
      <Table.Td><Text size="sm">{name}</Text></Table.Td>
      {kind.matchesFileNames && (
        <Table.Td>
          {/* Dark text on the light variant: white on Mantine's filled orange reads at 3.6:1. */}
          <Badge variant="light" c="dark.9" color={record.lockedFields.length > 0 ? 'green' : 'orange'}>
            {record.lockedFields.length > 0 ? t`Matched` : t`Unmatched`}
          </Badge>
        </Table.Td>
      )}
      {kind.fields.map((field, i) => (
        <Table.Td key={field.field}>
          <FieldCell queue={queue} kind={kind} record={record} field={field} options={options[i] ?? []} suggestions={suggestions} />
        </Table.Td>
      ))}
      <Table.Td><FileStateBadge record={record} duplicate={duplicate} /></Table.Td>
      <Table.Td><FileActions queue={queue} record={record} duplicate={duplicate} confirmable={kind.duplicatesConfirmable} /></Table.Td>
    </Table.Tr>
  );
}

type TableProps<K extends UploadKind> = {
  queue: UploadQueue; kind: BatchKind<K>; records: readonly UploadRecordOf<K>[]; duplicates: ReadonlySet<string>; directory: UploadDirectory; suggestions?: readonly string[];
};

export function StagedFilesTable<K extends UploadKind>({ queue, kind, records, duplicates, directory, suggestions = [] }: TableProps<K>) {
  const { t, i18n } = useLingui();
  // Built once per directory and language, not per row: payroll staff may see thousands of employees.
  const options = useMemo(() => {
    const context = { directory, dates: dateOptions(new Date()), i18n, suggestions };
    return kind.fields.map((field) => (field.input === 'select' ? field.options(context) : []));
  }, [kind, directory, i18n, suggestions]);
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<string>>(new Set());
  const unsent = records.filter((r) => r.state !== 'sent');
  const { rows, page, pages, setPage } = usePaged(unsent);
  if (unsent.length === 0) return null;
  const editable = unsent.filter((r) => r.state === 'staged');
  const selected = editable.filter((r) => selectedIds.has(r.fileId));
  const toggle = (fileId: string) => setSelectedIds((current) => {
    const next = new Set(current);
    if (!next.delete(fileId)) next.add(fileId);
    return next;
  });
  const allSelected = editable.length > 0 && selected.length === editable.length;
  const columns = [t`File`, ...(kind.matchesFileNames ? [t`Match`] : []), ...kind.fields.map((field) => i18n._(field.header)), t`Status`, t`Actions`];
  return (
    <>
      {kind.bulkEdit && <BulkEdit queue={queue} kind={kind} selected={selected} options={options} suggestions={suggestions} onApplied={() => setSelectedIds(new Set())} />}
      <Table.ScrollContainer minWidth={900}>
        <Table striped aria-label={i18n._(kind.labels.table)}>
          <Table.Thead>
            <Table.Tr>
              {kind.bulkEdit && (
                <Table.Th>
                  <Checkbox
                    aria-label={t`Select all staged files`}
                    checked={allSelected}
                    indeterminate={selected.length > 0 && !allSelected}
                    onChange={() => setSelectedIds(allSelected ? new Set() : new Set(editable.map((r) => r.fileId)))}
                  />
                </Table.Th>
              )}
              {columns.map((column) => (
                <Table.Th key={column}>{column}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <FileRow
                key={r.fileId}
                queue={queue}
                kind={kind}
                record={r}
                duplicate={duplicates.has(r.fileId)}
                options={options}
                suggestions={suggestions}
                selection={kind.bulkEdit ? { selected: selectedIds.has(r.fileId), toggle: () => toggle(r.fileId), disabled: r.state !== 'staged' } : null}
              />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pages > 1 && <PagePagination total={pages} value={page} onChange={setPage} aria-label={t`Pages of staged files`} />}
    </>
  );
}
