import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { CenteredCard } from '@/components/centered-card';
import { useDocumentTitle } from '@/components/page-title';
import { ONLY_ON_ITS_OWN_PAGE } from '@/lib/navigation';

/** Shown while a sign-in completes, or with the reason it failed. */
export function SignInProgress({ error }: { error: string | null }) {
  const { t } = useLingui();
  useDocumentTitle(t`Signing in`);
  return (
    <CenteredCard>
      <Stack gap="md">
        <Title order={1}>{error ? <Trans>Sign-in failed</Trans> : <Trans>Signing in…</Trans>}</Title>
        {error ? (
          <>
            <Alert color="red" role="alert">
              {error}
            </Alert>
            <Anchor component={Link} to="/signin" activeOptions={ONLY_ON_ITS_OWN_PAGE}>
              <Trans>Back to sign-in</Trans>
            </Anchor>
          </>
        ) : (
          <Stack align="center" gap="xs" role="status">
            <Loader aria-hidden />
            <Text>
              <Trans>Checking your sign-in, one moment please.</Trans>
            </Text>
          </Stack>
        )}
      </Stack>
    </CenteredCard>
  );
}
