import { Badge, Pagination, Select, Table, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { isSalaryType } from '@/domain/enums';
import { formatDate } from '@/lib/i18n';
import { canEdit, type UploadQueue, type UploadRecord, type UploadRecordOf } from '@/lib/upload-queue';
import type { DirectoryEmployee } from './api/upload-directory-query';
import { dateOptions, employeeOptions, labelOf, useSalaryTypeOptions, type Option } from './field-options';
import { FileActions, FileStateBadge } from './file-status';
import { usePaged } from './paged';

// The staged salary files: matched ones read-only, unmatched ones with editable fields.

export function Field({ record, field, label, options, value, onChange, searchable }: {
  record: UploadRecord; field: string; label: string; options: Option[]; value: string | null; onChange: (value: string | null) => void; searchable?: boolean;
}) {
  if (!canEdit(record, field)) return <Text size="sm">{field === 'date' ? formatDate(value, 'defaultDateOption') : labelOf(options, value)}</Text>;
  return <Select aria-label={label} data={options} value={value} onChange={onChange} searchable={searchable} size="xs" allowDeselect={false} />;
}

function SalaryRow({ queue, record, duplicate, types, dates, employees }: {
  queue: UploadQueue; record: UploadRecordOf<'salary'>; duplicate: boolean; types: Option[]; dates: Option[]; employees: Option[];
}) {
  const { t } = useLingui();
  const name = record.fileName;
  const edit = (patch: Partial<UploadRecordOf<'salary'>['data']>) => void queue.editData(record.fileId, 'salary', patch);
  return (
    <Table.Tr>
      <Table.Td><Text size="sm">{name}</Text></Table.Td>
      <Table.Td>{record.lockedFields.length > 0 ? <Badge color="green">{t`Matched`}</Badge> : <Badge color="orange">{t`Unmatched`}</Badge>}</Table.Td>
      <Table.Td>
        <Field record={record} field="type" label={t`Type of ${name}`} options={types} value={record.data.type} onChange={(v) => edit({ type: isSalaryType(v) ? v : null })} />
      </Table.Td>
      <Table.Td>
        <Field record={record} field="date" label={t`Date of ${name}`} options={dates} value={record.data.date} onChange={(v) => edit({ date: v })} />
      </Table.Td>
      <Table.Td>
        <Field record={record} field="employee" label={t`Employee of ${name}`} options={employees} value={record.data.employee} onChange={(v) => edit({ employee: v })} searchable />
      </Table.Td>
      <Table.Td><FileStateBadge record={record} duplicate={duplicate} /></Table.Td>
      <Table.Td><FileActions queue={queue} record={record} duplicate={duplicate} confirmable /></Table.Td>
    </Table.Tr>
  );
}

export function SalaryTable({ queue, records, duplicates, employees }: {
  queue: UploadQueue; records: readonly UploadRecord[]; duplicates: ReadonlySet<string>; employees: readonly DirectoryEmployee[];
}) {
  const { t } = useLingui();
  const types = useSalaryTypeOptions();
  const dates = useMemo(() => dateOptions(new Date()), []);
  const people = useMemo(() => employeeOptions(employees), [employees]);
  const salaryRecords = records.filter((r): r is UploadRecordOf<'salary'> => r.kind === 'salary' && r.state !== 'sent');
  const { rows, page, pages, setPage } = usePaged(salaryRecords);
  if (salaryRecords.length === 0) return null;
  return (
    <>
      <Table.ScrollContainer minWidth={900}>
        <Table striped aria-label={t`Staged salary files`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t`File`}</Table.Th>
              <Table.Th>{t`Match`}</Table.Th>
              <Table.Th>{t`Type`}</Table.Th>
              <Table.Th>{t`Date`}</Table.Th>
              <Table.Th>{t`Employee`}</Table.Th>
              <Table.Th>{t`Status`}</Table.Th>
              <Table.Th>{t`Actions`}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <SalaryRow key={r.fileId} queue={queue} record={r} duplicate={duplicates.has(r.fileId)} types={types} dates={dates} employees={people} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} aria-label={t`Pages of staged files`} />}
    </>
  );
}
