import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { MAX_ZOOM, MIN_ZOOM } from './zoom';

// The viewer's controls: page count, zoom (out, level, in, fit to width), download and, where the
// system can share files, share. Every control is at least 44 px (phones).

export function ViewerToolbar({ pageCount, zoom, onZoom, onFit, onDownload, onShare }: {
  pageCount: number | null;
  zoom: number;
  onZoom: (direction: 'in' | 'out') => void;
  onFit: () => void;
  onDownload: (() => void) | null;
  onShare: (() => void) | null;
}) {
  const { t } = useLingui();
  return (
    <Group gap="xs" wrap="wrap" justify="space-between" role="toolbar" aria-label={t`Document tools`}>
      <Text size="sm" miw={64} aria-live="polite">
        {pageCount === null ? '' : plural(pageCount, { one: '# page', other: '# pages' })}
      </Text>
      <Group gap={4} wrap="nowrap">
        <ActionIcon variant="default" size={44} onClick={() => onZoom('out')} disabled={zoom <= MIN_ZOOM} aria-label={t`Zoom out`}>
          <span aria-hidden="true">−</span>
        </ActionIcon>
        <Text size="sm" w={48} ta="center" aria-live="polite">
          {Math.round(zoom * 100)} %
        </Text>
        <ActionIcon variant="default" size={44} onClick={() => onZoom('in')} disabled={zoom >= MAX_ZOOM} aria-label={t`Zoom in`}>
          <span aria-hidden="true">+</span>
        </ActionIcon>
        <Button variant="default" mih={44} px="xs" onClick={onFit} disabled={zoom === 1}>
          {t`Fit width`}
        </Button>
      </Group>
      <Group gap={4} wrap="nowrap">
        {onShare ? (
          <Button variant="default" mih={44} px="xs" onClick={onShare}>
            {t`Share`}
          </Button>
        ) : null}
        <Button variant="default" mih={44} px="xs" onClick={onDownload ?? undefined} disabled={!onDownload}>
          {t`Download`}
        </Button>
      </Group>
    </Group>
  );
}
