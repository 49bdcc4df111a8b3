import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { PlaceholderPage } from '@/components/placeholder-page';

type SlotProps = { children?: ReactNode };

/** HRProfile: the selected employee's HR profile. */
export function HrProfilePage() {
  const { t } = useLingui();
  return (
    <PlaceholderPage
      title={t`HR profile`}
      purpose={t`Your personal, contact, family, bank, employment and tax details as your employer and fiduciary keep them, with the history of every change.`}
    />
  );
}

/** HRSalaries: salary slips and certificates; `children` receives the upload area. */
export function HrSalariesPage({ children }: SlotProps) {
  const { t } = useLingui();
  return (
    <PlaceholderPage
      title={t`Salaries`}
      purpose={t`Salary slips, compensation certificates and certificates of employment, newest first, ready to download.`}
    >
      {children}
    </PlaceholderPage>
  );
}

/** HRDocuments: identity papers, permits, diplomas. */
export function HrDocumentsPage() {
  const { t } = useLingui();
  return (
    <PlaceholderPage
      title={t`HR documents`}
      purpose={t`Identity cards, residence permits, diplomas and other documents your employer needs, with their expiry dates and review status.`}
    />
  );
}

/** HRMessages: the thread between the employee and the fiduciary's HR staff. */
export function HrMessagesPage() {
  const { t } = useLingui();
  return (
    <PlaceholderPage
      title={t`Messages`}
      purpose={t`Your conversation with the fiduciary's HR team about your employment and your documents.`}
    />
  );
}
