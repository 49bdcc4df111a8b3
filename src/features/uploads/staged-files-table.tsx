import { Badge, Pagination, Select, Table, Text, TextInput } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { StagedDataByKind, UploadKind } from '@/domain/staging';
import { formatDate } from '@/lib/i18n';
import { canEdit, type UploadQueue, type UploadRecordOf } from '@/lib/upload-queue';
import type { UploadDirectory } from './api/upload-directory-query';
import type { BatchKind, FieldDescriptor } from './batch-kind';
import { dateOptions, labelOf, type Option } from './field-options';
import { FileActions, FileStateBadge } from './file-status';
import { usePaged } from './paged';

// The staged files of one kind: File and Match first, the kind's own data columns (locked ones
// read-only, the others editable), then Status and Actions, with paging for large batches.

type FieldProps<K extends UploadKind> = { queue: UploadQueue; kind: BatchKind<K>; record: UploadRecordOf<K>; field: FieldDescriptor<K>; options: Option[] };

function FieldCell<K extends UploadKind>({ queue, kind, record, field, options }: FieldProps<K>) {
  const { i18n } = useLingui();
  const label = i18n._(field.label(record.fileName));
  const value = (record.data as Record<string, string | null>)[field.field] ?? null;
  // The descriptor names the field, so the patch is one of this kind's data fields.
  const edit = (next: string | null) => void queue.editData(record.fileId, kind.kind, { [field.field]: next } as Partial<StagedDataByKind[K]>);
  if (field.input === 'text')
    return <TextInput size="xs" aria-label={label} defaultValue={value ?? ''} disabled={!canEdit(record, field.field)} onBlur={(event) => edit(event.currentTarget.value)} />;
  if (!canEdit(record, field.field)) return <Text size="sm">{field.field === 'date' ? formatDate(value, 'defaultDateOption') : labelOf(options, value)}</Text>;
  const parse = field.parse ?? ((chosen: string | null) => chosen);
  return <Select aria-label={label} data={options} value={value} onChange={(chosen) => edit(parse(chosen))} searchable={field.searchable} size="xs" allowDeselect={false} />;
}

function FileRow<K extends UploadKind>({ queue, kind, record, duplicate, options }: { queue: UploadQueue; kind: BatchKind<K>; record: UploadRecordOf<K>; duplicate: boolean; options: Option[][] }) {
  const { t } = useLingui();
  return (
    <Table.Tr>
      <Table.Td><Text size="sm">{record.fileName}</Text></Table.Td>
      <Table.Td>{record.lockedFields.length > 0 ? <Badge color="green">{t`Matched`}</Badge> : <Badge color="orange">{t`Unmatched`}</Badge>}</Table.Td>
      {kind.fields.map((field, i) => (
        <Table.Td key={field.field}>
          <FieldCell queue={queue} kind={kind} record={record} field={field} options={options[i] ?? []} />
        </Table.Td>
      ))}
      <Table.Td><FileStateBadge record={record} duplicate={duplicate} /></Table.Td>
      <Table.Td><FileActions queue={queue} record={record} duplicate={duplicate} confirmable={kind.duplicatesConfirmable} /></Table.Td>
    </Table.Tr>
  );
}

export function StagedFilesTable<K extends UploadKind>({ queue, kind, records, duplicates, directory }: {
  queue: UploadQueue; kind: BatchKind<K>; records: readonly UploadRecordOf<K>[]; duplicates: ReadonlySet<string>; directory: UploadDirectory;
}) {
  const { t, i18n } = useLingui();
  // Built once per directory and language, not per row: payroll staff may see thousands of employees.
  const options = useMemo(() => {
    const context = { directory, dates: dateOptions(new Date()), i18n };
    return kind.fields.map((field) => (field.input === 'select' ? field.options(context) : []));
  }, [kind, directory, i18n]);
  const unsent = records.filter((r) => r.state !== 'sent');
  const { rows, page, pages, setPage } = usePaged(unsent);
  if (unsent.length === 0) return null;
  const columns = [t`File`, t`Match`, ...kind.fields.map((field) => i18n._(field.header)), t`Status`, t`Actions`];
  return (
    <>
      <Table.ScrollContainer minWidth={900}>
        <Table striped aria-label={i18n._(kind.labels.table)}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column}>{column}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <FileRow key={r.fileId} queue={queue} kind={kind} record={r} duplicate={duplicates.has(r.fileId)} options={options} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} aria-label={t`Pages of staged files`} />}
    </>
  );
}
