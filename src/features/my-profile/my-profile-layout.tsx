import { useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageTitle } from '@/components/page-title';

/**
 * MyProfile (spec §2): the signed-in user's own account. The route composes the sections, so other
 * features add theirs (notification settings, support's use of the account) without editing this one.
 */
export function MyProfileLayout({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  return (
    <>
      <PageTitle title={t`My profile`} description={t`Your account, the language the portal speaks to you in, your rights and where you are signed in.`} />
      <Stack gap="lg" maw={720}>
        {children}
      </Stack>
    </>
  );
}
