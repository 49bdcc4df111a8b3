import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { PlaceholderPage } from '@/components/placeholder-page';

/** AdminSalaryControl (title Admin Tool); `children` receives the upload area. */
export function SalaryControlPage({ children }: { children?: ReactNode }) {
  const { t } = useLingui();
  return (
    <PlaceholderPage
      title={t`Admin Tool`}
      purpose={t`Salary control: send each company its salary documents for review, and follow their approvals and feedback.`}
    >
      {children}
    </PlaceholderPage>
  );
}

/** Impersonation (title 'Admin - Impersonation: Login as ...'). */
export function ImpersonationPage() {
  const { t } = useLingui();
  return (
    <PlaceholderPage
      title={t`Admin - Impersonation: Login as ...`}
      purpose={t`Sign in as a client user to see the portal exactly as they do. Every action taken is recorded with your name.`}
    />
  );
}

/** User inspection (title Admin Tool), by user id or by an admin's name. */
export function InspectionPage({ subject }: { subject: string | null }) {
  const { t } = useLingui();
  return (
    <PlaceholderPage
      title={t`Admin Tool`}
      purpose={
        subject
          ? t`User inspection of ${subject}: their rights, companies and employee records.`
          : t`User inspection: look up a user's rights, companies and employee records.`
      }
    />
  );
}

/** AdminDocumentsReview. */
export function DocumentsReviewPage() {
  const { t } = useLingui();
  return (
    <PlaceholderPage
      title={t`Documents review`}
      purpose={t`HR documents uploaded by client companies that wait for approval, and removal requests to handle.`}
    />
  );
}

/** OpenManager. */
export function OpenManagerPage() {
  const { t } = useLingui();
  return (
    <PlaceholderPage
      title={t`Manager`}
      purpose={t`Manage companies, users and roles, employee links and HR document types.`}
    />
  );
}
