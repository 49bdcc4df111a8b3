import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack, Title } from '@mantine/core';
import { useEffect } from 'react';
import { CenteredCard } from '@/components/centered-card';
import { useDocumentTitle } from '@/components/page-title';
import { errorMessage } from '@/lib/graphql';
import { isChunkLoadError, reloadOnceAfterChunkError } from '@/components/error-boundary';

/** A route that failed to load: reload for a missing chunk (spec §4), else say what happened. */
export function RouteErrorPage({ error, reset }: { error: unknown; reset: () => void }) {
  const { t } = useLingui();
  useDocumentTitle(t`Error`);
  const chunk = isChunkLoadError(error);
  useEffect(() => {
    if (chunk) reloadOnceAfterChunkError();
  }, [chunk]);
  return (
    <CenteredCard>
      <Stack gap="md">
        <Title order={1}>
          <Trans>Error</Trans>
        </Title>
        <Alert color="red" role="alert">
          {chunk ? <Trans>A new version of the portal is available; reloading…</Trans> : errorMessage(error)}
        </Alert>
        <Button onClick={reset}>
          <Trans>Try again</Trans>
        </Button>
      </Stack>
    </CenteredCard>
  );
}
