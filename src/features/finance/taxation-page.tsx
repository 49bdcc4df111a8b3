import { Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { PageTitle } from '@/components/page-title';
import type { AccountingSearch } from './accounting-search';
import { CompanyFacts } from './company-facts';
import { DocumentFilters } from './document-filters';
import { DocumentsList } from './documents-list';
import { AccountingEInvoiceViewer } from './e-invoice/e-invoice-viewer';

type Props = { companyId: string | null; search: AccountingSearch; onSearch: (next: AccountingSearch) => void; upload: ReactNode };

/** /taxation: the company's identifiers and persons in charge, its tax documents by year, their upload. */
export function TaxationPage({ companyId, search, onSearch, upload }: Props) {
  const { t } = useLingui();
  // The documents here are always of type tax, whatever the URL says.
  const taxSearch: AccountingSearch = { ...search, type: 'tax' };
  const onTaxSearch = ({ type: _type, ...rest }: AccountingSearch) => onSearch(rest);
  return (
    <>
      <PageTitle title={t`Taxation`} description={t`The company's tax identifiers and its tax documents, such as returns and assessments.`} />
      {companyId ? (
        <Stack gap="xl">
          <CompanyFacts companyId={companyId} />
          <Stack>
            <Title order={2}>{t`Tax documents`}</Title>
            <DocumentFilters companyId={companyId} search={taxSearch} onSearch={onTaxSearch} typeFixed />
            <AccountingEInvoiceViewer>
              <DocumentsList companyId={companyId} search={taxSearch} onSearch={onTaxSearch} />
            </AccountingEInvoiceViewer>
          </Stack>
          {upload}
        </Stack>
      ) : (
        <Text>{t`No company selected`}</Text>
      )}
    </>
  );
}
