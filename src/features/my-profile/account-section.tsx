import { Trans, useLingui } from '@lingui/react/macro';
import { Table } from '@mantine/core';
import { useAccess } from '@/lib/session';
import { ProfileSection } from './profile-section';

/** The account's name and email address. */
export function AccountSection() {
  const { t } = useLingui();
  const { me } = useAccess();
  return (
    <ProfileSection title={t`Account`}>
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
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{me.email}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </ProfileSection>
  );
}
