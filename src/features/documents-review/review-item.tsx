import { useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Button, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { formatDate } from '@/lib/i18n';
import type { ReviewDocument } from './review-inbox-query';
import touch, { touchCheckbox } from './touch';
import { nameInLanguage } from '@/domain/document-type-name';

// One document waiting in the inbox: who, which company, what is asked, and the reviewer's actions.
// The list row around it carries its name and keyboard focus; the card shows where that focus is.

export function ReviewItem({ document, selected, focused, onSelect, onOpen, onApprove, onDecline, onDelete, busy }: {
  document: ReviewDocument;
  selected: boolean;
  focused: boolean;
  onSelect: (selected: boolean) => void;
  /** Reads the document in the in-app viewer, where the reviewer decides and moves to the next. */
  onOpen?: () => void;
  onApprove: () => void;
  onDecline: () => void;
  onDelete: () => void;
  busy: boolean;
}) {
  const { t, i18n } = useLingui();
  const name = document.attachment?.filename ?? t`No file`;
  const employee = document.employee?.name ?? '';
  const company = document.employee?.company?.name ?? '';
  return (
    <Paper
      withBorder
      p="sm"
      style={focused ? { outline: '2px solid var(--mantine-color-blue-7)', outlineOffset: 2 } : undefined}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="start" gap="xs">
          <Checkbox classNames={touchCheckbox} checked={selected} onChange={(event) => onSelect(event.currentTarget.checked)} aria-label={t`Select ${name}`} size="md" />
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            {document.attachment ? (
              <Anchor className={touch.target} href={document.attachment.url} download={name} style={{ overflowWrap: 'anywhere' }}>{name}</Anchor>
            ) : (
              <Text>{name}</Text>
            )}
            <Text size="sm">{t`${employee} · ${company}`}</Text>
            <Text size="sm" c="gray.7">
              {nameInLanguage(document.type, i18n.locale)} · {t`Uploaded on ${formatDate(String(document.createdAt))}`}
              {document.expirationDate ? ` · ${t`Expires on ${formatDate(document.expirationDate)}`}` : ''}
            </Text>
            {document.requestedRemoval && document.removalReason && <Text size="sm">{t`Reason for removal: ${document.removalReason}`}</Text>}
          </Stack>
          <Group gap={4}>
            {document.needsReview && <Badge color="yellow" variant="light" c="dark.9">{t`Needs review`}</Badge>}
            {document.requestedRemoval && <Badge color="grape" variant="light" c="dark.9">{t`Removal requested`}</Badge>}
          </Group>
        </Group>
        <Group gap="xs">
          {document.attachment && onOpen && (
            <Button className={touch.target} size="xs" variant="light" onClick={onOpen} aria-label={t`View ${name}`}>{t`View`}</Button>
          )}
          {document.needsReview && !document.requestedRemoval && (
            <Button className={touch.target} size="xs" onClick={onApprove} loading={busy} aria-label={t`Approve ${name}`}>{t`Approve`}</Button>
          )}
          <Button className={touch.target} size="xs" variant="default" onClick={onDecline} disabled={busy} aria-label={t`Decline ${name}`}>{t`Decline`}</Button>
          <Button className={touch.target} size="xs" color="red.9" variant="outline" onClick={onDelete} disabled={busy} aria-label={t`Delete ${name}`}>{t`Delete`}</Button>
        </Group>
      </Stack>
    </Paper>
  );
}
