import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Badge, Group } from '@mantine/core';
import type { DocumentBadge } from '@/domain/hr-document-status';

// One label and colour per state of spec §7's documents; colours checked for AA contrast (dark text
// on the light variant).

const BADGES: Record<DocumentBadge | 'missing', { label: MessageDescriptor; color: string }> = {
  missing: { label: msg`Required, missing`, color: 'red' },
  needsReview: { label: msg`Needs review`, color: 'yellow' },
  removalRequested: { label: msg`Removal requested`, color: 'grape' },
  declined: { label: msg`Declined`, color: 'red' },
  removalDeclined: { label: msg`Removal declined`, color: 'gray' },
  expiring: { label: msg`Expiring soon`, color: 'orange' },
  expired: { label: msg`Expired`, color: 'red' },
};

/** One state's badge: also the dashboard's "Action needed" lines use it, so both read alike. */
export function DocumentStateBadge({ badge, size }: { badge: DocumentBadge | 'missing'; size?: 'sm' | 'md' }) {
  const { i18n } = useLingui();
  return (
    <Badge color={BADGES[badge].color} variant="light" c="dark.9" size={size}>
      {i18n._(BADGES[badge].label)}
    </Badge>
  );
}

export function DocumentBadges({ badges }: { badges: readonly (DocumentBadge | 'missing')[] }) {
  if (badges.length === 0) return null;
  return (
    <Group gap={4}>
      {badges.map((badge) => (
        <DocumentStateBadge key={badge} badge={badge} />
      ))}
    </Group>
  );
}
