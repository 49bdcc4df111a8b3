import { Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useEffect, type ReactNode } from 'react';
import { PageTitle } from '@/components/page-title';
import type { AccountingSearch } from './accounting-search';
import { markAccountingDocumentsSeen } from './api/mark-seen';
import { DocumentFilters } from './document-filters';
import { DocumentsList } from './documents-list';
import { AccountingEInvoiceViewer } from './e-invoice/e-invoice-viewer';
import { ReadDocumentsPanel } from './reading/read-documents-panel';

type Props = {
  companyId: string | null;
  search: AccountingSearch;
  onSearch: (next: AccountingSearch) => void;
  /** The upload area, composed by the route (features never import each other). */
  upload: ReactNode;
};

/** /accounting: the selected company's accounting documents (filters in the URL) and the upload area. */
export function AccountingPage({ companyId, search, onSearch, upload }: Props) {
  const { t } = useLingui();
  useEffect(() => {
    // Only the dashboard's count depends on it: a failure must not disturb this screen.
    if (companyId) markAccountingDocumentsSeen(companyId).catch(() => undefined);
  }, [companyId]);
  return (
    <>
      <PageTitle title={t`Accounting`} description={t`The company's invoices, bank statements and receipts exchanged with the fiduciary.`} />
      {companyId ? (
        <Stack gap="xl">
          <Stack>
            <Title order={2}>{t`Documents`}</Title>
            <DocumentFilters companyId={companyId} search={search} onSearch={onSearch} />
            <AccountingEInvoiceViewer>
              <DocumentsList companyId={companyId} search={search} onSearch={onSearch} />
            </AccountingEInvoiceViewer>
          </Stack>
          <ReadDocumentsPanel companyId={companyId} />
          {upload}
        </Stack>
      ) : (
        <Text>{t`No company selected`}</Text>
      )}
    </>
  );
}
