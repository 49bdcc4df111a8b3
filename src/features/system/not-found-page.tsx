import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { CenteredCard } from '@/components/centered-card';
import { useDocumentTitle } from '@/components/page-title';

/** NotFound (spec §2), for every other path. */
export function NotFoundPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Page not found`);
  return (
    <CenteredCard>
      <Stack gap="md">
        <Title order={1}>
          <Trans>Page not found</Trans>
        </Title>
        <Text>
          <Trans>Cannot access this page. It may not exist.</Trans>
        </Text>
        <Anchor component={Link} to="/">
          <Trans>Go to the home page</Trans>
        </Anchor>
      </Stack>
    </CenteredCard>
  );
}
