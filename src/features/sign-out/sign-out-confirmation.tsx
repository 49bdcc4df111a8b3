import { useLingui } from '@lingui/react/macro';
import { Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageTitle } from '@/components/page-title';

/** The frame around whatever must be settled before signing out (unsent files). */
export function SignOutConfirmation({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  return (
    <Container component="main" size="sm" py="xl">
      <PageTitle title={t`Sign out`} />
      {children}
    </Container>
  );
}
