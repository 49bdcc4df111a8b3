import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { Link, type ErrorComponentProps } from '@tanstack/react-router';
import { PageTitle } from '@/components/page-title';
import { loadErrorComponent } from '@/components/route-states';
import { isForbidden, isUnauthenticated } from '@/lib/graphql';
import { ONLY_ON_ITS_OWN_PAGE } from '@/lib/navigation';

const LoadError = loadErrorComponent(msg`Development outbox`, msg`Error while loading data`);

/**
 * /dev/mail's failure state. The API shows the outbox to a signed-in administrator only (it holds
 * everyone's sign-in links, issue #42): anyone else is told so and where the links are instead.
 */
export function DevMailError(props: ErrorComponentProps) {
  const { t } = useLingui();
  const signedOut = isUnauthenticated(props.error);
  if (!signedOut && !isForbidden(props.error)) return <LoadError {...props} />;
  return (
    <Stack>
      <PageTitle title={t`Development outbox`} />
      <Alert role="alert" title={t`Only an administrator can read the development outbox`}>
        <Stack gap="xs">
          <Text>
            <Trans>
              It holds everyone’s sign-in links, so it opens only to a signed-in administrator, and only while the API writes mails to its outbox folder
              instead of sending them. Each sign-in link is also printed in the API’s console and saved in the outbox folder (data/outbox).
            </Trans>
          </Text>
          {signedOut ? (
            <Anchor component={Link} to="/signin" activeOptions={ONLY_ON_ITS_OWN_PAGE} w="fit-content">
              <Trans>Sign in</Trans>
            </Anchor>
          ) : null}
        </Stack>
      </Alert>
    </Stack>
  );
}
