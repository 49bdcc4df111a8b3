import { Badge, Pagination, Select, Table, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { formatDate } from '@/lib/i18n';
import { canEdit, type UploadRecord } from '@/lib/upload-queue';
import { labelOf, type Option } from './field-options';

// The frame both staged-file tables share: File and Match first, the kind's own data columns,
// then Status and Actions, with paging for large batches.

export function StagedFilesTable({ label, columns, page, pages, setPage, children }: {
  label: string; columns: string[]; page: number; pages: number; setPage: (page: number) => void; children: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <>
      <Table.ScrollContainer minWidth={900}>
        <Table striped aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              {[t`File`, t`Match`, ...columns, t`Status`, t`Actions`].map((column) => (
                <Table.Th key={column}>{column}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{children}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} aria-label={t`Pages of staged files`} />}
    </>
  );
}

/** The file's name and whether its name matched (its fields then locked). */
export function FileCells({ record }: { record: UploadRecord }) {
  const { t } = useLingui();
  return (
    <>
      <Table.Td><Text size="sm">{record.fileName}</Text></Table.Td>
      <Table.Td>{record.lockedFields.length > 0 ? <Badge color="green">{t`Matched`}</Badge> : <Badge color="orange">{t`Unmatched`}</Badge>}</Table.Td>
    </>
  );
}

/** A data field: read-only text when locked by the file name, otherwise a select. */
export function Field({ record, field, label, options, value, onChange, searchable }: {
  record: UploadRecord; field: string; label: string; options: Option[]; value: string | null; onChange: (value: string | null) => void; searchable?: boolean;
}) {
  if (!canEdit(record, field)) return <Text size="sm">{field === 'date' ? formatDate(value, 'defaultDateOption') : labelOf(options, value)}</Text>;
  return <Select aria-label={label} data={options} value={value} onChange={onChange} searchable={searchable} size="xs" allowDeselect={false} />;
}
