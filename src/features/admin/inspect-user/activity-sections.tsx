import { Plural, useLingui } from '@lingui/react/macro';
import { List, Text } from '@mantine/core';
import type { InspectUserQuery } from '@/gql/graphql';
import { formatDate } from '@/lib/i18n';
import { auditActionWords, listWords } from '@/lib/i18n/audit-words';

type Sessions = InspectUserQuery['adminUserSessions'];
type Events = NonNullable<InspectUserQuery['auditEvents']>;
type Staged = InspectUserQuery['adminUserStagedUploads'];

/** Recent sign-ins: one API session each, with how it ended. */
export function SessionsList({ sessions }: { sessions: Sessions }) {
  const { t } = useLingui();
  if (sessions.length === 0) return <Text>{t`No sign-in yet.`}</Text>;
  return (
    <List spacing={4}>
      {sessions.map((s) => {
        const started = formatDate(s.startedAt, 'dateTime');
        const state = s.active ? t`active` : s.revokedAt ? t`signed out ${formatDate(s.revokedAt, 'dateTime')}` : t`expired ${formatDate(s.expiresAt, 'dateTime')}`;
        const by = s.impersonatedBy;
        return (
          <List.Item key={s.id}>
            {by ? t`${started}: impersonated by ${by}, ${state}` : t`${started}: signed in, ${state}`}
          </List.Item>
        );
      })}
    </List>
  );
}

/** The user's audit events, as actor or as the impersonated user, newest first. */
export function EventsList({ events }: { events: Events }) {
  const { t, i18n } = useLingui();
  if (events.length === 0) return <Text>{t`No audit event.`}</Text>;
  return (
    <List spacing={4}>
      {events.map((e) => (
        <List.Item key={e.id} style={{ overflowWrap: 'anywhere' }}>
          {`${formatDate(e.at, 'dateTime')} · ${auditActionWords(i18n, e.action)}${e.list ? ` · ${listWords(i18n, e.list)}` : ''} · ${e.actor?.email ?? '—'}${e.onBehalfOf ? ` → ${e.onBehalfOf.email}` : ''}`}
        </List.Item>
      ))}
    </List>
  );
}

/**
 * Files staged in the user's browsers and not sent yet, as their devices last reported them: the
 * API cannot see IndexedDB, so a user whose portal never reported is "not known".
 */
export function StagedUploads({ staged }: { staged: Staged }) {
  const { t } = useLingui();
  if (!staged) return <Text>{t`Not known: none of this user’s devices has reported staged files yet.`}</Text>;
  const when = formatDate(staged.reportedAt, 'dateTime');
  return (
    <Text>
      <Plural value={staged.count} one="# file staged and not sent" other="# files staged and not sent" />
      {' · '}
      <Plural value={staged.devices} one="reported by # device" other="reported by # devices" />
      {' · '}
      {t`last report ${when}`}
    </Text>
  );
}
