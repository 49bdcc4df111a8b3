import { Table } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { isSalaryType } from '@/domain/enums';
import type { UploadQueue, UploadRecord, UploadRecordOf } from '@/lib/upload-queue';
import type { DirectoryEmployee } from './api/upload-directory-query';
import { dateOptions, employeeOptions, useSalaryTypeOptions, type Option } from './field-options';
import { FileActions, FileStateBadge } from './file-status';
import { usePaged } from './paged';
import { Field, FileCells, StagedFilesTable } from './staged-files-table';

// The staged salary files: matched ones read-only, unmatched ones with editable fields.

function SalaryRow({ queue, record, duplicate, types, dates, employees }: {
  queue: UploadQueue; record: UploadRecordOf<'salary'>; duplicate: boolean; types: Option[]; dates: Option[]; employees: Option[];
}) {
  const { t } = useLingui();
  const name = record.fileName;
  const edit = (patch: Partial<UploadRecordOf<'salary'>['data']>) => void queue.editData(record.fileId, 'salary', patch);
  return (
    <Table.Tr>
      <FileCells record={record} />
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
    <StagedFilesTable label={t`Staged salary files`} columns={[t`Type`, t`Date`, t`Employee`]} page={page} pages={pages} setPage={setPage}>
      {rows.map((r) => (
        <SalaryRow key={r.fileId} queue={queue} record={r} duplicate={duplicates.has(r.fileId)} types={types} dates={dates} employees={people} />
      ))}
    </StagedFilesTable>
  );
}
