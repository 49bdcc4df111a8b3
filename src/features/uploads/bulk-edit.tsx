import { plural } from '@lingui/core/macro';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { StagedDataByKind, UploadKind } from '@/domain/staging';
import type { UploadQueue, UploadRecordOf } from '@/lib/upload-queue';
import type { BatchKind } from './batch-kind';
import type { Option } from './field-options';
import { FieldInput } from './staged-field-cell';

// Sets one or more fields on every selected staged file at once: a client's 25 phone photos of
// receipts all get the same type and tag in two steps instead of fifty.

type Props<K extends UploadKind> = {
  queue: UploadQueue;
  kind: BatchKind<K>;
  selected: readonly UploadRecordOf<K>[];
  options: Option[][];
  suggestions: readonly string[];
  onApplied: () => void;
};

export function BulkEdit<K extends UploadKind>({ queue, kind, selected, options, suggestions, onApplied }: Props<K>) {
  const { t, i18n } = useLingui();
  const [patch, setPatch] = useState<Record<string, string | null>>({});
  const [applying, setApplying] = useState(false);
  const count = selected.length;
  const chosen = Object.entries(patch).filter(([, value]) => value !== null && value.trim() !== '');

  async function apply() {
    setApplying(true);
    try {
      const data = Object.fromEntries(chosen) as Partial<StagedDataByKind[K]>;
      kind.remember?.(data);
      // A field the file name locked keeps its value (the queue leaves locked fields alone).
      await queue.editData(selected.map((record) => record.fileId), kind.kind, data);
      setPatch({});
      onApplied();
    } finally {
      setApplying(false);
    }
  }

  return (
    <Paper withBorder p="sm" component="section" aria-label={t`Edit selected files`}>
      <Stack gap="xs">
        <Text size="sm" fw={500}>{plural(count, { one: 'Set for the # selected file', other: 'Set for the # selected files' })}</Text>
        <Group align="end" wrap="wrap">
          {kind.fields.map((field, i) => (
            <FieldInput
              key={`${field.field}-${patch[field.field] === undefined ? 'empty' : 'set'}`}
              field={field}
              label={i18n._(field.header)}
              value={patch[field.field] ?? null}
              options={options[i] ?? []}
              suggestions={suggestions}
              onChange={(next) => setPatch((current) => ({ ...current, [field.field]: next }))}
            />
          ))}
          <Button size="xs" onClick={() => void apply()} loading={applying} disabled={count === 0 || chosen.length === 0}>
            {t`Apply to selected files`}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
