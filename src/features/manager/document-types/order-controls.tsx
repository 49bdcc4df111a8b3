import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Group } from '@mantine/core';

interface Props {
  label: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
}

/** Move up / move down: the keyboard's (and screen reader's) way to reorder, next to drag and drop. */
export function OrderControls({ label, index, count, onMove }: Props) {
  const { t } = useLingui();
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon variant="default" size="lg" aria-label={t`Move ${label} up`} disabled={index === 0} onClick={() => onMove(index, index - 1)}>
        ↑
      </ActionIcon>
      <ActionIcon variant="default" size="lg" aria-label={t`Move ${label} down`} disabled={index === count - 1} onClick={() => onMove(index, index + 1)}>
        ↓
      </ActionIcon>
    </Group>
  );
}
