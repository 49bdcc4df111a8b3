import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Paper, Switch, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { PushAvailability } from '@/lib/push';
import { pushDeviceQueryOptions, useSetPushOnDevice } from './push-device-query';

const UNAVAILABLE: Record<Exclude<PushAvailability, 'available'>, MessageDescriptor> = {
  unsupported: msg`This browser cannot receive push notifications. On an iPhone or iPad, add the portal to the home screen and open it from there.`,
  blocked: msg`Notifications are blocked for this site. Allow them in the browser's site settings, then turn push on again.`,
  'no-worker': msg`Push notifications need the portal's offline support, which is not running in this window. Reload the page and try again.`,
};

/** /my-profile: push notifications on this device (each device its own choice), asking the permission. */
export function PushDeviceSection() {
  const { i18n } = useLingui();
  const { data } = useQuery(pushDeviceQueryOptions());
  const setPush = useSetPushOnDevice();
  const outcome = setPush.data;
  const problem = outcome && outcome !== 'on' && outcome !== 'off' ? outcome : data && data.availability !== 'available' && !data.on ? data.availability : null;
  return (
    <Paper withBorder p="lg" radius="md">
      <Title order={2} size="h4" mb="sm">
        <Trans>Push notifications</Trans>
      </Title>
      <Text size="sm" mb="sm">
        <Trans>The same news as the emails, shown on this device without any name or amount. Each device has its own setting; signing out turns it off.</Trans>
      </Text>
      <Switch
        label={i18n._(msg`Push notifications on this device`)}
        checked={data?.on ?? false}
        disabled={!data || data.availability === 'unsupported' || setPush.isPending}
        onChange={(event) => setPush.mutate(event.currentTarget.checked)}
        styles={{ body: { minHeight: 44, alignItems: 'center' } }}
      />
      {problem && problem !== 'available' ? (
        <Alert color="yellow" mt="sm">
          {i18n._(UNAVAILABLE[problem])}
        </Alert>
      ) : null}
      {setPush.isError ? (
        <Alert color="red" mt="sm" role="alert">
          <Trans>Push notifications could not be changed on this device. Try again when you are online.</Trans>
        </Alert>
      ) : null}
    </Paper>
  );
}
