import { useLingui } from '@lingui/react/macro';
import { PlaceholderPage } from '@/components/placeholder-page';

/** Accounting: the selected company's accounting documents. */
export function AccountingPage() {
  const { t } = useLingui();
  return (
    <PlaceholderPage
      title={t`Accounting`}
      purpose={t`The company's invoices, bank statements and receipts exchanged with the fiduciary, filtered by type, tag and year.`}
    />
  );
}

/** Taxation: the company's tax identifiers and tax documents. */
export function TaxationPage() {
  const { t } = useLingui();
  return (
    <PlaceholderPage
      title={t`Taxation`}
      purpose={t`The company's tax identifiers and its tax documents, such as returns and assessments.`}
    />
  );
}
