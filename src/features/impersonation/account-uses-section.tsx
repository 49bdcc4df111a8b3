import { Trans, useLingui } from '@lingui/react/macro';
import { Card, List, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '@/lib/i18n';
import { myAccountUsesQueryOptions } from './account-uses-query';

/**
 * My profile section: when and by whom the fiduciary's support staff used this account. Shown to
 * the user in the portal rather than mailed (docs/decisions/impersonation.md): it is always there to look at, and a
 * mail for every support session would teach people to ignore such mails.
 */
export function AccountUsesSection() {
  const { t } = useLingui();
  const { data, isError } = useQuery(myAccountUsesQueryOptions());
  return (
    <Card withBorder component="section" aria-labelledby="account-uses-title">
      <Title order={2} size="h3" id="account-uses-title" mb="xs">
        <Trans>Use of your account by support</Trans>
      </Title>
      {isError ? <Text c="red.9">{t`Error while loading data`}</Text> : null}
      {data && data.length === 0 ? (
        <Text c="dimmed">
          <Trans>Nobody from support has used your account.</Trans>
        </Text>
      ) : null}
      {data && data.length > 0 ? (
        <List spacing="xs" aria-label={t`Uses of your account`}>
          {data.map((use) => {
            const by = use.byName;
            const from = formatDate(use.startedAt, 'dateTime');
            const to = formatDate(use.endedAt, 'dateTime');
            return (
              <List.Item key={use.id}>
                {use.endedAt ? (
                  <Trans>
                    {by} used your account from {from} to {to}.
                  </Trans>
                ) : (
                  <Trans>
                    {by} has been using your account since {from}.
                  </Trans>
                )}
              </List.Item>
            );
          })}
        </List>
      ) : null}
    </Card>
  );
}
