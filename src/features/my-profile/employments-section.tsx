import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, List, Paper, Stack, Text } from '@mantine/core';
import { useAccess } from '@/lib/session';
import { ProfileSection } from './profile-section';
import { EMPLOYEE_FLAG_WORDS, grantedFlags, USER_FLAG_WORDS } from '@/lib/i18n/flag-words';

/** The user's employee records with their companies, and what the user may do, in plain words. */
export function EmploymentsSection() {
  const { t, i18n } = useLingui();
  const { me } = useAccess();
  // Signing in is left out: everyone who reads this page has it.
  const userRights = grantedFlags(me.role, USER_FLAG_WORDS).filter((flag) => flag !== 'canSignInToApp');
  return (
    <ProfileSection title={t`Employee records and rights`}>
      <Stack gap="md">
        {userRights.length > 0 ? (
          <div>
            <Text fw={600} size="sm">
              <Trans>For every company</Trans>
            </Text>
            <List size="sm">
              {userRights.map((flag) => (
                <List.Item key={flag}>{i18n._(USER_FLAG_WORDS[flag].does)}</List.Item>
              ))}
            </List>
          </div>
        ) : null}
        {me.employees.length === 0 ? (
          <Text size="sm" c="dimmed">
            <Trans>You have no employee record at a client company.</Trans>
          </Text>
        ) : (
          me.employees.map((employee) => {
            const rights = grantedFlags(employee.role, EMPLOYEE_FLAG_WORDS);
            return (
              <Paper key={employee.id} withBorder p="sm" radius="sm">
                <Group gap="xs" justify="space-between">
                  <Text fw={600} size="sm">
                    {employee.company.name}
                  </Text>
                  {employee.isArchived ? <Badge color="gray">{t`Archived`}</Badge> : null}
                </Group>
                <Text size="sm">
                  {employee.code ? <Trans>Employee {employee.name}, code {employee.code}</Trans> : <Trans>Employee {employee.name}, no code yet</Trans>}
                </Text>
                <List size="sm" mt={4}>
                  <List.Item>
                    <Trans>Keep your own HR profile, documents and salary slips</Trans>
                  </List.Item>
                  {rights.map((flag) => (
                    <List.Item key={flag}>{i18n._(EMPLOYEE_FLAG_WORDS[flag].does)}</List.Item>
                  ))}
                </List>
              </Paper>
            );
          })
        )}
      </Stack>
    </ProfileSection>
  );
}
