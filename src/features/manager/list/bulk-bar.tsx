import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, List, Select, Text } from '@mantine/core';
import { useState } from 'react';
import type { BulkOutcome } from './bulk';
import type { BulkFlag } from './list-types';

interface Props {
  selected: number;
  flags: BulkFlag[];
  onSetFlag?: (field: string, value: boolean) => Promise<BulkOutcome>;
  onDelete?: () => Promise<BulkOutcome>;
  deleteLabel?: string;
}

/** Actions on the selected rows, and what came of the last one (with every failure's reason). */
export function BulkBar({ selected, flags, onSetFlag, onDelete, deleteLabel }: Props) {
  const { t } = useLingui();
  const [field, setField] = useState<string | null>(flags[0]?.field ?? null);
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<BulkOutcome>) => {
    setBusy(true);
    try {
      setOutcome(await action());
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {selected > 0 ? (
        <Group gap="sm" mb="sm" wrap="wrap" align="flex-end">
          <Text size="sm">
            <Trans>{selected} selected</Trans>
          </Text>
          {onSetFlag && flags.length ? (
            <>
              <Select label={t`Field`} data={flags.map((f) => ({ value: f.field, label: f.label }))} value={field} onChange={setField} allowDeselect={false} />
              <Button variant="default" disabled={busy || !field} onClick={() => field && run(() => onSetFlag(field, true))}>
                <Trans>Set to yes</Trans>
              </Button>
              <Button variant="default" disabled={busy || !field} onClick={() => field && run(() => onSetFlag(field, false))}>
                <Trans>Set to no</Trans>
              </Button>
            </>
          ) : null}
          {onDelete ? (
            <Button color="red.9" disabled={busy} onClick={() => run(onDelete)}>
              {deleteLabel ?? t`Delete`}
            </Button>
          ) : null}
        </Group>
      ) : null}
      {outcome ? (
        <Alert color={outcome.failures.length ? 'orange' : 'green'} mb="sm" withCloseButton closeButtonLabel={t`Close`} onClose={() => setOutcome(null)} role="status">
          <Text size="sm">
            <Trans>{outcome.done} done, {outcome.failures.length} failed.</Trans>
          </Text>
          {outcome.failures.length ? (
            <List size="sm">
              {outcome.failures.map((failure) => (
                <List.Item key={failure.id}>
                  {failure.label}: {failure.reason}
                </List.Item>
              ))}
            </List>
          ) : null}
        </Alert>
      ) : null}
    </>
  );
}
