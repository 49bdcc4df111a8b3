import { plural } from '@lingui/core/macro';
import { Alert, Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { UploadKind } from '@/domain/staging';
import { batchProgress, isPending, type UploadQueue, type AnyUploadRecord } from '@/lib/upload-queue';
import type { QueueSnapshot } from './use-queue-snapshot';
import { formatBytes, splitDuration } from './format';
import { useOnlineStatus } from '@/lib/pwa';
import { DUPLICATE_INVOICE } from '@/lib/server-answer';

// Progress of the files handed to the sender: counts, bytes, time left, the reason it waits, and a
// summary once nothing is left to send.

function useTimeLeft(msLeft: number | null): string | null {
  const { t } = useLingui();
  if (msLeft === null) return null;
  const { minutes, seconds } = splitDuration(msLeft);
  return minutes > 0 ? t`About ${minutes} min left` : t`About ${seconds} s left`;
}

function WaitingReason({ status, pending }: { status: QueueSnapshot['status']; pending: number }) {
  const { t } = useLingui();
  const online = useOnlineStatus();
  if (pending === 0) return null;
  if (status === 'waiting-network' || !online)
    return <Alert role="status" color="yellow">{t`Waiting for the network. The files will be sent as soon as the connection is back.`}</Alert>;
  if (status === 'unauthenticated')
    return <Alert role="status" color="yellow">{t`Your session has expired. Sign in again to send the remaining files; they stay staged on this device.`}</Alert>;
  if (status === 'waiting-lock') return <Alert role="status" color="blue">{t`Another tab of the portal is sending these files.`}</Alert>;
  return null;
}

export function BatchProgressPanel({ queue, kind, snapshot }: { queue: UploadQueue; kind: UploadKind; snapshot: QueueSnapshot }) {
  const { t, i18n } = useLingui();
  const handedOver = snapshot.records.filter((r) => r.state !== 'staged');
  const progress = batchProgress(handedOver, snapshot.throughput, Date.now());
  const timeLeft = useTimeLeft(progress.pending > 0 ? progress.msLeft : null);
  if (handedOver.length === 0) return null;
  const ids = (pick: (r: AnyUploadRecord) => boolean) => handedOver.filter(pick).map((r) => r.fileId);
  const { sent, total, failed, paused } = progress;
  // A duplicate invoice is not retried with the others: the user sends it anyway or removes it, file by file.
  const retryable = ids((r) => r.state === 'failed' && r.failure?.code !== DUPLICATE_INVOICE);
  const bytesSent = formatBytes(progress.bytesSent, i18n.locale);
  const bytesTotal = formatBytes(progress.bytesTotal, i18n.locale);
  const finished = progress.pending === 0 && paused === 0;
  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        {/* No width transition: Mantine's 100 ms glide drew several frames (style, layout, paint,
            hit tests) after each refresh, twice a second: 116 frames while 500 files were sent
            against 25 without it, about half a millisecond of the browser's CPU per file, which on
            two cores is taken from the server (bench:uploads; docs/decisions/uploads.md). */}
        <Progress transitionDuration={0} value={progress.bytesTotal ? (100 * progress.bytesSent) / progress.bytesTotal : 0} aria-label={t`Upload progress`} />
        <Text size="sm" role="status">
          {plural(total, { one: `${sent} of # file sent (${bytesSent} of ${bytesTotal})`, other: `${sent} of # files sent (${bytesSent} of ${bytesTotal})` })}
          {failed > 0 && ` · ${t`${failed} failed`}`}
          {paused > 0 && ` · ${t`${paused} paused`}`}
          {timeLeft && ` · ${timeLeft}`}
        </Text>
        <WaitingReason status={snapshot.status} pending={progress.pending} />
        {finished && (
          <Alert role="status" color={failed > 0 ? 'red' : 'green'} title={t`Upload finished`}>
            {plural(sent, { one: `# file sent, ${failed} failed.`, other: `# files sent, ${failed} failed.` })}
          </Alert>
        )}
        <Group>
          {progress.pending > 0 && <Button variant="default" onClick={() => void queue.pause(ids(isPending))}>{t`Pause all`}</Button>}
          {paused > 0 && <Button variant="default" onClick={() => void queue.resume(ids((r) => r.state === 'paused'))}>{t`Resume all`}</Button>}
          {retryable.length > 0 && <Button variant="default" onClick={() => void queue.queue(retryable)}>{t`Retry failed files`}</Button>}
          {finished && sent > 0 && <Button variant="subtle" onClick={() => void queue.clearSent(kind)}>{t`Clear the list of sent files`}</Button>}
        </Group>
      </Stack>
    </Paper>
  );
}
