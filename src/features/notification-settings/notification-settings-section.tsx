import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Paper, SegmentedControl, Stack, Switch, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { EMPLOYEE_NOTIFICATION_SETTINGS, NOTIFICATION_DIGESTS, type EmployeeNotificationSetting } from '@/domain/notification-settings';
import type { NotificationDigestType } from '@/gql/graphql';
import { notificationSettingsQueryOptions, useUpdateNotificationSettings } from './settings-query';

const SETTING_LABELS: Record<EmployeeNotificationSetting, MessageDescriptor> = {
  settingWantsHRSalariesNotification: msg`New salary slips and certificates`,
  settingWantsSalaryWorkflowNotification: msg`Salary-control documents to review and review outcomes`,
  settingWantsAccountingNotification: msg`New accounting documents from the fiduciary`,
  hrDocumentNotification: msg`HR documents reviewed, declined or about to expire`,
};

const DIGEST_LABELS: Record<NotificationDigestType, MessageDescriptor> = {
  immediate: msg`Immediately`,
  daily: msg`Once a day`,
  off: msg`Never`,
};

/** /my-profile: which notification mails the user gets, and how often. */
export function NotificationSettingsSection({ employeeId }: { employeeId: string | null }) {
  const { t, i18n } = useLingui();
  const { data } = useSuspenseQuery(notificationSettingsQueryOptions(employeeId));
  const update = useUpdateNotificationSettings(employeeId);
  const employee = data.companyEmployee;
  return (
    <Paper withBorder p="lg" radius="md">
      <Title order={2} size="h4" mb="sm">
        <Trans>Email notifications</Trans>
      </Title>
      <Stack gap="md">
        <div>
          <Text id="digest-label" size="sm" fw={500} mb={4}>
            <Trans>Send me notification emails</Trans>
          </Text>
          <SegmentedControl
            aria-labelledby="digest-label"
            fullWidth
            value={data.myNotificationDigest ?? 'immediate'}
            onChange={(value) => update.mutate({ digest: value as NotificationDigestType })}
            data={NOTIFICATION_DIGESTS.map((digest) => ({ value: digest, label: i18n._(DIGEST_LABELS[digest]) }))}
          />
        </div>
        {employee
          ? EMPLOYEE_NOTIFICATION_SETTINGS.map((setting) => (
              <Switch
                key={setting}
                label={i18n._(SETTING_LABELS[setting])}
                checked={employee[setting] ?? false}
                onChange={(event) => update.mutate({ settings: { [setting]: event.currentTarget.checked } })}
                styles={{ body: { minHeight: 44, alignItems: 'center' } }}
              />
            ))
          : null}
        {update.isError ? <Alert color="red">{t`Your notification settings could not be saved.`}</Alert> : null}
      </Stack>
    </Paper>
  );
}
