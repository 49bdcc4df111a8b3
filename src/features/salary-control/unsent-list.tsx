import { useLingui } from '@lingui/react/macro';
import { List, Text } from '@mantine/core';
import type { UnsentDocument } from './document-uploader';

/** Files still in the queue: the user sees that a flaky connection delays them, not loses them. */
export function UnsentList({ unsent }: { unsent: readonly UnsentDocument[] }) {
  const { t } = useLingui();
  if (unsent.length === 0) return null;
  return (
    <List size="sm" aria-label={t`Files not yet sent`} aria-live="polite">
      {unsent.map((u) => {
        const name = u.fileName;
        const reason = u.failure ?? '';
        return (
          <List.Item key={u.fileId}>
            <Text size="sm" c={u.state === 'failed' ? 'red.9' : 'gray.8'} style={{ overflowWrap: 'anywhere' }}>
              {u.state === 'failed' ? t`${name}: not sent (${reason})` : t`${name}: sending, retried until it reaches the server`}
            </Text>
          </List.Item>
        );
      })}
    </List>
  );
}
