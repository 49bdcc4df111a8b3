import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { CenteredCard } from '@/components/centered-card';
import { useDocumentTitle } from '@/components/page-title';
import { MagicLinkForm } from './magic-link-form';
import { signInErrorMessage } from './sign-in-errors';
import { WRAPPING } from './wrapping';

/** RequestSignIn (spec §2): a magic link by e-mail, or the identity provider (code + PKCE). */
export function SignInPage({ languageSelect }: { languageSelect?: ReactNode }) {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Sign in`);
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const signInWithProvider = async () => {
    setStarting(true);
    setError(null);
    try {
      const { startOidcSignIn } = await import('@/lib/oidc');
      await startOidcSignIn();
    } catch (e) {
      setError(signInErrorMessage(e, (d) => i18n._(d)));
      setStarting(false);
    }
  };

  return (
    <CenteredCard>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Title order={1}>
            <Trans>Sign in</Trans>
          </Title>
          {languageSelect}
        </Group>
        <Text c="dimmed" size="sm">
          <Trans>Salary slips, HR documents and accounting with your fiduciary.</Trans>
        </Text>
        <MagicLinkForm />
        <Divider label={t`or`} labelPosition="center" />
        <Button variant="default" onClick={() => void signInWithProvider()} loading={starting} {...WRAPPING}>
          <Trans>Continue with the identity provider</Trans>
        </Button>
        {error ? (
          <Alert color="red" role="alert" title={t`Sign-in failed`}>
            {error}
          </Alert>
        ) : null}
      </Stack>
    </CenteredCard>
  );
}
