import { plural } from '@lingui/core/macro';
import { Anchor, Badge, Button, Checkbox, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { OpenDocumentButton } from '@/components/document-viewer';
import { PagePagination } from '@/components/page-pagination';
import { stackedCellProps, stackedGroupProps, stackedHeaderProps, stackedRowProps, stackedScrollProps, stackedTableProps } from '@/components/stacked-table';
import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ACCOUNTING_TYPE_LABELS } from '@/domain/accounting-types';
import { isAccountingType } from '@/domain/enums';
import { errorMessage } from '@/lib/graphql';
import { formatDate } from '@/lib/i18n';
import type { AccountingSearch } from './accounting-search';
import { DOCUMENTS_PER_PAGE } from './api/accounting-documents-query';
import { accountingDocumentsQueryOptions, type AccountingDocumentRow } from './api/accounting-documents-query';
import { accountingArchiveUrl } from './api/download-archive';
import { DocumentReadingAside } from './reading/document-reading-aside';
import { ReadingSummary } from './reading/reading-summary';

// The company's documents, newest first, a page at a time. Each file downloads under its original
// name; the selected ones (across pages) download together as one ZIP the server streams. Each
// shows what was read in it (state and key fields, each with its mark), and its viewer shows all
// the read fields beside the page, to confirm there. On a phone each document is a card
// (stacked-table.ts).

function startDownload(url: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}

function DocumentRow({ companyId, document, selected, onToggle }: { companyId: string; document: AccountingDocumentRow; selected: boolean; onToggle: () => void }) {
  const { t, i18n } = useLingui();
  const name = document.attachment?.filename ?? t`Document`;
  return (
    <Table.Tr {...stackedRowProps}>
      <Table.Td {...stackedCellProps()}><Checkbox aria-label={t`Select ${name}`} checked={selected} onChange={onToggle} /></Table.Td>
      <Table.Td {...stackedCellProps(t`File`)}>
        {document.attachment ? (
          <Group gap="xs" wrap="nowrap" miw={0}>
            <OpenDocumentButton url={document.attachment.url} filename={name} aside={<DocumentReadingAside companyId={companyId} document={document} />} />
            <Anchor href={document.attachment.url} download={name} size="sm" style={{ overflowWrap: 'anywhere' }}>{name}</Anchor>
          </Group>
        ) : <Text size="sm">{name}</Text>}
      </Table.Td>
      <Table.Td {...stackedCellProps(t`Type`)}><Badge variant="light">{isAccountingType(document.type) ? i18n._(ACCOUNTING_TYPE_LABELS[document.type]) : document.type}</Badge></Table.Td>
      <Table.Td {...stackedCellProps(t`Date`)}><Text size="sm">{formatDate(document.date, 'long')}</Text></Table.Td>
      <Table.Td {...stackedCellProps(t`Tag`)}><Text size="sm">{document.tag}</Text></Table.Td>
      <Table.Td {...stackedCellProps(t`What was read`)}><ReadingSummary reading={document.reading} /></Table.Td>
    </Table.Tr>
  );
}

type Props = { companyId: string; search: AccountingSearch; onSearch: (next: AccountingSearch) => void };

export function DocumentsList({ companyId, search, onSearch }: Props) {
  const { t } = useLingui();
  const { data } = useSuspenseQuery(accountingDocumentsQueryOptions(companyId, search));
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [zipError, setZipError] = useState<string | null>(null);
  const [preparing, setPreparing] = useState(false);
  const pages = Math.max(1, Math.ceil(data.total / DOCUMENTS_PER_PAGE));
  const count = selected.size;
  const total = data.total;
  const toggle = (id: string) => setSelected((current) => {
    const next = new Set(current);
    if (!next.delete(id)) next.add(id);
    return next;
  });

  async function downloadZip() {
    setPreparing(true);
    setZipError(null);
    try {
      startDownload(await accountingArchiveUrl([...selected]));
    } catch (error) {
      setZipError(errorMessage(error));
    } finally {
      setPreparing(false);
    }
  }

  if (data.total === 0) return <Text>{t`No documents found`}</Text>;
  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <Text size="sm">{plural(total, { one: '# document', other: '# documents' })}</Text>
        <Group gap="xs">
          {count > 0 && <Button variant="subtle" onClick={() => setSelected(new Set())}>{t`Clear selection`}</Button>}
          <Button onClick={() => void downloadZip()} disabled={count === 0} loading={preparing}>{plural(count, { one: 'Download # selected as ZIP', other: 'Download # selected as ZIP' })}</Button>
        </Group>
      </Group>
      {zipError && <Text c="red.9" role="alert">{zipError}</Text>}
      <Table.ScrollContainer minWidth={860} {...stackedScrollProps}>
        <Table striped aria-label={t`Accounting documents`} {...stackedTableProps}>
          <Table.Thead {...stackedGroupProps}>
            <Table.Tr {...stackedRowProps}>
              <Table.Th {...stackedHeaderProps}><VisuallyHidden>{t`Selected`}</VisuallyHidden></Table.Th>
              <Table.Th {...stackedHeaderProps}>{t`File`}</Table.Th>
              <Table.Th {...stackedHeaderProps}>{t`Type`}</Table.Th>
              <Table.Th {...stackedHeaderProps}>{t`Date`}</Table.Th>
              <Table.Th {...stackedHeaderProps}>{t`Tag`}</Table.Th>
              <Table.Th {...stackedHeaderProps}>{t`What was read`}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody {...stackedGroupProps}>
            {data.documents.map((document) => (
              <DocumentRow key={document.id} companyId={companyId} document={document} selected={selected.has(document.id)} onToggle={() => toggle(document.id)} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pages > 1 && <PagePagination total={pages} value={search.page ?? 1} onChange={(page) => onSearch({ ...search, page: page === 1 ? undefined : page })} aria-label={t`Pages of documents`} />}
    </Stack>
  );
}
