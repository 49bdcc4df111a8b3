import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack, Text, Title } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { CenteredCard } from '@/components/centered-card';
import { useDocumentTitle } from '@/components/page-title';
import { leaveMaintenance } from '@/lib/navigation';

/** Maintenance (spec §2): shown while the API answers 503. */
export function MaintenancePage() {
  const { t } = useLingui();
  useDocumentTitle(t`Maintenance`);
  const router = useRouter();
  const retry = () => {
    leaveMaintenance();
    void router.navigate({ to: '/' });
  };
  return (
    <CenteredCard>
      <Stack gap="md">
        <Title order={1}>
          <Trans>Maintenance in progress</Trans>
        </Title>
        <Text>
          <Trans>The portal is being updated and is unavailable for a few minutes. Your staged files stay on this device.</Trans>
        </Text>
        <Button onClick={retry}>
          <Trans>Try again</Trans>
        </Button>
      </Stack>
    </CenteredCard>
  );
}
