import { Trans, useLingui } from '@lingui/react/macro';
import { Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { AnchorLink, ButtonLink } from '@/components/router-links';
import { PageTitle } from '@/components/page-title';
import { EMPLOYEE_ROLE_FLAGS, USER_FLAGS, noUserFlags } from '@/domain/permissions';
import { EventsList, SessionsList, StagedUploads } from './activity-sections';
import { inspectUserQueryOptions } from './inspect-user-query';
import { RightsSection } from './rights-section';
import { UserSearch } from './user-search';
import { isLanguage } from '@/domain/enums';
import { LANGUAGE_NAMES } from '@/lib/i18n';
import { EMPLOYEE_FLAG_WORDS, USER_FLAG_WORDS } from '@/lib/i18n/flag-words';

/** A titled part of the inspection; named by its title, so each is a landmark to jump to. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card withBorder component="section" aria-labelledby={titleId}>
      <Title order={2} size="h3" mb="xs" id={titleId}>
        {title}
      </Title>
      {children}
    </Card>
  );
}

/** User inspection (spec §2, title Admin Tool): search, then everything support needs about one user. */
export function InspectUserPage({ userId }: { userId: string | null }) {
  const { t } = useLingui();
  return (
    <Stack maw={880}>
      <PageTitle title={t`Admin Tool`} description={t`User inspection: an account, its employee records and the rights the portal gives it.`} />
      <UserSearch />
      {userId ? <InspectedUser userId={userId} /> : null}
    </Stack>
  );
}

function InspectedUser({ userId }: { userId: string }) {
  const { t, i18n } = useLingui();
  const { data } = useSuspenseQuery(inspectUserQueryOptions(userId));
  const user = data.user;
  if (!user) return <Text role="status">{t`No user with this id.`}</Text>;
  const flags = user.role ?? noUserFlags();
  const employees = (user.employees ?? []).flatMap((e) => (e.company ? [{ ...e, company: e.company }] : []));
  const setFlags = USER_FLAGS.filter((flag) => flags[flag]);
  return (
    <Stack>
      <Section title={t`Account`}>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>{user.name ? `${user.name} (${user.email})` : user.email}</Text>
        <Text size="sm">{isLanguage(user.language) ? t`Saved language: ${LANGUAGE_NAMES[user.language]}` : t`No saved language: the browser’s language decides.`}</Text>
        <Group mt="sm" gap="sm">
          {flags.canAccessAllCompanies ? null : (
            <ButtonLink to="/impersonate" search={{ q: user.email ?? undefined, user: user.id }} mih={44}>
              <Trans>Impersonate</Trans>
            </ButtonLink>
          )}
          <AnchorLink to="/inspect-admin/$name/{-$id}" params={{ name: 'User', id: user.id }}>
            <Trans>Open the user record</Trans>
          </AnchorLink>
        </Group>
      </Section>
      <Section title={t`Role flags`}>
        {setFlags.length === 0 ? <Text>{t`No role flag.`}</Text> : (
          <List spacing={4} aria-label={t`Role flags`}>
            {setFlags.map((flag) => (
              <List.Item key={flag}>
                <Text span fw={600}>{i18n._(USER_FLAG_WORDS[flag].name)}</Text>
                {': '}
                <Text span>{i18n._(USER_FLAG_WORDS[flag].does)}</Text>
              </List.Item>
            ))}
          </List>
        )}
      </Section>
      <Section title={t`Employee records`}>
        {employees.length === 0 ? <Text>{t`No employee record.`}</Text> : (
          <List spacing="xs">
            {employees.map((e) => {
              const employeeFlags = EMPLOYEE_ROLE_FLAGS.filter((flag) => e.role?.[flag]);
              return (
                <List.Item key={e.id}>
                  <AnchorLink to="/inspect-admin/$name/{-$id}" params={{ name: 'CompanyEmployee', id: e.id }}>
                    {`${e.name ?? e.id}${e.code ? ` · ${e.code}` : ''}`}
                  </AnchorLink>
                  {' · '}
                  <AnchorLink to="/inspect-admin/$name/{-$id}" params={{ name: 'Company', id: e.company.id }}>
                    {`${e.company.code ?? ''} ${e.company.name ?? ''}`}
                  </AnchorLink>
                  <Text size="sm" c="gray.7">
                    {[employeeFlags.map((flag) => i18n._(EMPLOYEE_FLAG_WORDS[flag].name)).join(', ') || t`no employee flag`, e.isArchived ? t`archived` : null, e.isHiddenInHr ? t`hidden in HR` : null].filter(Boolean).join(' · ')}
                  </Text>
                </List.Item>
              );
            })}
          </List>
        )}
      </Section>
      <Section title={t`Rights in the portal`}>
        <RightsSection user={flags} employees={employees} />
      </Section>
      <Section title={t`Recent sign-ins and sessions`}>
        <SessionsList sessions={data.adminUserSessions} />
      </Section>
      <Section title={t`Staged uploads`}>
        <StagedUploads staged={data.adminUserStagedUploads ?? null} />
      </Section>
      <Section title={t`Audit events`}>
        <EventsList events={data.auditEvents ?? []} />
      </Section>
    </Stack>
  );
}
