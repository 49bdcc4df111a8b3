import { Table, TextInput } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { canEdit, type UploadQueue, type UploadRecord, type UploadRecordOf } from '@/lib/upload-queue';
import type { DirectoryCompany } from './api/upload-directory-query';
import { companyOptions, dateOptions, type Option } from './field-options';
import { FileActions, FileStateBadge } from './file-status';
import { usePaged } from './paged';
import { Field, FileCells, StagedFilesTable } from './staged-files-table';

// The staged salary-control files: company and date (locked when the name matched), and the
// uploader's feedback text, which may stay empty.

function ControlRow({ queue, record, duplicate, companies, dates }: {
  queue: UploadQueue; record: UploadRecordOf<'salaryControl'>; duplicate: boolean; companies: Option[]; dates: Option[];
}) {
  const { t } = useLingui();
  const name = record.fileName;
  const edit = (patch: Partial<UploadRecordOf<'salaryControl'>['data']>) => void queue.editData(record.fileId, 'salaryControl', patch);
  return (
    <Table.Tr>
      <FileCells record={record} />
      <Table.Td>
        <Field record={record} field="company" label={t`Company of ${name}`} options={companies} value={record.data.company} onChange={(v) => edit({ company: v })} searchable />
      </Table.Td>
      <Table.Td>
        <Field record={record} field="date" label={t`Date of ${name}`} options={dates} value={record.data.date} onChange={(v) => edit({ date: v })} />
      </Table.Td>
      <Table.Td>
        <TextInput
          size="xs"
          aria-label={t`Comment on ${name}`}
          defaultValue={record.data.feedbackFg ?? ''}
          disabled={!canEdit(record, 'feedbackFg')}
          onBlur={(event) => edit({ feedbackFg: event.currentTarget.value })}
        />
      </Table.Td>
      <Table.Td><FileStateBadge record={record} duplicate={duplicate} /></Table.Td>
      <Table.Td><FileActions queue={queue} record={record} duplicate={duplicate} confirmable={false} /></Table.Td>
    </Table.Tr>
  );
}

export function SalaryControlTable({ queue, records, duplicates, companies }: {
  queue: UploadQueue; records: readonly UploadRecord[]; duplicates: ReadonlySet<string>; companies: readonly DirectoryCompany[];
}) {
  const { t } = useLingui();
  const dates = useMemo(() => dateOptions(new Date()), []);
  const companyList = useMemo(() => companyOptions(companies), [companies]);
  const controlRecords = records.filter((r): r is UploadRecordOf<'salaryControl'> => r.kind === 'salaryControl' && r.state !== 'sent');
  const { rows, page, pages, setPage } = usePaged(controlRecords);
  if (controlRecords.length === 0) return null;
  return (
    <StagedFilesTable label={t`Staged salary-control files`} columns={[t`Company`, t`Date`, t`Comment`]} page={page} pages={pages} setPage={setPage}>
      {rows.map((r) => (
        <ControlRow key={r.fileId} queue={queue} record={r} duplicate={duplicates.has(r.fileId)} companies={companyList} dates={dates} />
      ))}
    </StagedFilesTable>
  );
}
