import { Trans, useLingui } from '@lingui/react/macro';
import { Paper, Stack, Table, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageTitle } from '@/components/page-title';
import { useAccess } from '@/lib/session';

/** MyProfile: the account's details and the interface language (`languageSelect`). */
export function MyProfilePage({ languageSelect }: { languageSelect: ReactNode }) {
  const { t } = useLingui();
  const { me } = useAccess();
  return (
    <>
      <PageTitle title={t`My profile`} description={t`Your account and the language the portal speaks to you in.`} />
      <Stack gap="lg" maw={560}>
        <Paper withBorder p="lg" radius="md">
          <Title order={2} size="h4" mb="sm">
            <Trans>Account</Trans>
          </Title>
          <Table variant="vertical" withRowBorders={false}>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th scope="row">
                  <Trans>Name</Trans>
                </Table.Th>
                <Table.Td>{me.name ?? '—'}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th scope="row">
                  <Trans>Email address</Trans>
                </Table.Th>
                <Table.Td>{me.email}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Paper>
        <Paper withBorder p="lg" radius="md">
          <Title order={2} size="h4" mb="sm">
            <Trans>Interface language</Trans>
          </Title>
          {languageSelect}
        </Paper>
      </Stack>
    </>
  );
}
