import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, List, Paper, Stack, Text } from '@mantine/core';
import { useAccess } from '@/lib/session';
import { ProfileSection } from './profile-section';
import { EMPLOYEE_RIGHT_WORDS, grantedRights, USER_RIGHT_WORDS } from '@/lib/i18n/right-words';

/** The user's employee records with their companies, and what the user may do, in plain words. */
export function EmploymentsSection() {
  const { t, i18n } = useLingui();
  const { me } = useAccess();
  const userRights = grantedRights(me.role, USER_RIGHT_WORDS);
  return (
    <ProfileSection title={t`Employee records and rights`}>
      <Stack gap="md">
        {userRights.length > 0 ? (
          <div>
            <Text fw={600} size="sm">
              <Trans>For every company</Trans>
            </Text>
            <List size="sm">
              {userRights.map((right) => (
                <List.Item key={right.id}>{i18n._(right)}</List.Item>
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
            const rights = grantedRights(employee.role, EMPLOYEE_RIGHT_WORDS);
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
                  {rights.map((right) => (
                    <List.Item key={right.id}>{i18n._(right)}</List.Item>
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
