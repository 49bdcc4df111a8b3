import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { PageTitle } from '@/components/page-title';

type SlotProps = { children?: ReactNode };

/** HRSalaries: salary slips and certificates; `children` receives the upload area and the list. */
export function HrSalariesPage({ children }: SlotProps) {
  const { t } = useLingui();
  return (
    <>
      <PageTitle
        title={t`Salaries`}
        description={t`Salary slips, compensation certificates and certificates of employment, newest first, ready to download.`}
      />
      {children}
    </>
  );
}
