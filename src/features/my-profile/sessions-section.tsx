import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { errorMessage } from '@/lib/graphql';
import { formatDate } from '@/lib/i18n';
import { mySessionsQueryOptions, useSignOutEverywhere } from './my-sessions-query';
import { ProfileSection } from './profile-section';

/**
 * Where the account is signed in (sign-in links), with sign-out everywhere. Loaded by the section
 * itself: while support uses the account the API refuses the list, and only this section says so.
 */
export function SessionsSection() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const sessions = useQuery(mySessionsQueryOptions());
  const signOutEverywhere = useSignOutEverywhere();
  const endAll = async () => {
    await signOutEverywhere.mutateAsync();
    // This session ended too: the sign-out page clears this device and goes to sign-in.
    await navigate({ to: '/logout/{-$silently}', params: { silently: undefined } });
  };
  return (
    <ProfileSection title={t`Active sessions`}>
      <Stack gap="sm">
        {sessions.isPending ? <Loader size="sm" role="status" aria-label={t`Loading`} /> : null}
        {sessions.isError ? (
          <Alert color="red" role="alert">
            {errorMessage(sessions.error)}
          </Alert>
        ) : null}
        {sessions.data?.length === 0 ? (
          <Text size="sm" c="dimmed">
            <Trans>No session started by a sign-in link. Sign-ins through the identity provider end when you sign out there.</Trans>
          </Text>
        ) : null}
        {sessions.data?.map((session) => (
          <Group key={session.id} gap="xs" justify="space-between" wrap="wrap">
            <Text size="sm">
              <Trans>
                Signed in on {formatDate(session.createdAt, 'dateTime')}, valid until {formatDate(session.expiresAt, 'dateTime')}
              </Trans>
            </Text>
            <Group gap={4}>
              {session.current ? <Badge color="blue">{t`This device`}</Badge> : null}
              {session.startedBySupport ? <Badge color="orange">{t`Started by support`}</Badge> : null}
            </Group>
          </Group>
        ))}
        {signOutEverywhere.isError ? (
          <Alert color="red" role="alert">
            {errorMessage(signOutEverywhere.error)}
          </Alert>
        ) : null}
        <Button color="red" variant="light" mih={44} w="fit-content" loading={signOutEverywhere.isPending} onClick={() => void endAll().catch(() => undefined)}>
          <Trans>Sign out everywhere</Trans>
        </Button>
      </Stack>
    </ProfileSection>
  );
}
