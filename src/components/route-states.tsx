import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { errorMessage } from '@/lib/graphql';
import { PageTitle } from './page-title';

// The loading and failure states of a data screen come from its route (pendingComponent,
// errorComponent), never from hand-written branches in the screen: the route's loader fetches the
// screen's queries first, and the screen reads them with useSuspenseQuery.

/** Shown while a route's loader runs (after the router's pending delay). */
export function PagePending() {
  const { t } = useLingui();
  return (
    <Center py="xl">
      <Loader role="status" aria-label={t`Loading`} />
    </Center>
  );
}

/**
 * An errorComponent for a data screen: its title, the spec's message for the failure (§8, e.g.
 * 'Error while loading salaries') with the server's reason, and a way to try again.
 */
export function loadErrorComponent(title: MessageDescriptor, message: MessageDescriptor) {
  return function LoadError({ error, reset }: ErrorComponentProps) {
    const { i18n } = useLingui();
    const router = useRouter();
    const retry = () => {
      reset();
      void router.invalidate();
    };
    return (
      <Stack>
        <PageTitle title={i18n._(title)} />
        <Alert color="red" role="alert" title={i18n._(message)}>
          {errorMessage(error)}
        </Alert>
        <Button onClick={retry} w="fit-content">
          <Trans>Try again</Trans>
        </Button>
      </Stack>
    );
  };
}
