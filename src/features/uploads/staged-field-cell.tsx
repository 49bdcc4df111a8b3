import { Autocomplete, Select, Text, TextInput } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { StagedDataByKind, UploadKind } from '@/domain/staging';
import { formatDate } from '@/lib/i18n';
import { canEdit, type UploadQueue, type UploadRecordOf } from '@/lib/upload-queue';
import type { BatchKind, FieldDescriptor } from './batch-kind';
import { labelOf, type Option } from './field-options';

// One editable data field of a staged file: locked ones read-only, the others a select, a day or
// free text (with suggestions where the kind offers them). Every edit is saved to the queue at once;
// text when the field is left, and kept as it is typed so that a reload before then loses nothing.

// The lists open fixed to the screen: Mantine scrolls the chosen option into view as a list opens,
// before the list is placed; placed at the document's top (absolute), that scrolled the page up by
// as far as the table was down (issue #44, the phone's "page jumps 100–250 px"). At the screen's top
// (fixed) the option is already in view.
const LIST_FIXED_TO_SCREEN = { floatingStrategy: 'fixed' } as const;

export type FieldInputProps = {
  label: string;
  value: string | null;
  options: Option[];
  suggestions: readonly string[];
  onChange: (next: string | null) => void;
  /** Text as it is typed, before the field is left and `onChange` saves it. */
  onDraft?: (next: string) => void;
};

/** The input of one field, also used by the bulk edit of several files. */
export function FieldInput<K extends UploadKind>({ field, label, value, options, suggestions, onChange, onDraft }: FieldInputProps & { field: FieldDescriptor<K> }) {
  switch (field.input) {
    case 'date':
      return <TextInput type="date" size="xs" aria-label={label} value={value ?? ''} onChange={(event) => onChange(event.currentTarget.value || null)} />;
    case 'text':
      return field.suggestions ? (
        <Autocomplete size="xs" comboboxProps={LIST_FIXED_TO_SCREEN} aria-label={label} data={[...new Set(suggestions)]} defaultValue={value ?? ''} onChange={onDraft} onBlur={(event) => onChange(event.currentTarget.value)} onOptionSubmit={onChange} />
      ) : (
        <TextInput size="xs" aria-label={label} defaultValue={value ?? ''} onChange={(event) => onDraft?.(event.currentTarget.value)} onBlur={(event) => onChange(event.currentTarget.value)} />
      );
    case 'select': {
      const parse = field.parse ?? ((chosen: string | null) => chosen);
      return <Select aria-label={label} comboboxProps={LIST_FIXED_TO_SCREEN} data={options} value={value} onChange={(chosen) => onChange(parse(chosen))} searchable={field.searchable} size="xs" allowDeselect={false} />;
    }
  }
}

type FieldCellProps<K extends UploadKind> = { queue: UploadQueue; kind: BatchKind<K>; record: UploadRecordOf<K>; field: FieldDescriptor<K>; options: Option[]; suggestions: readonly string[] };

export function FieldCell<K extends UploadKind>({ queue, kind, record, field, options, suggestions }: FieldCellProps<K>) {
  const { i18n } = useLingui();
  const label = i18n._(field.label(record.fileName));
  const value = (record.data as Record<string, string | null>)[field.field] ?? null;
  // The descriptor names the field, so the patch is one of this kind's data fields.
  const patchOf = (next: string | null) => ({ [field.field]: next }) as Partial<StagedDataByKind[K]>;
  const edit = (next: string | null) => {
    if (next === value) return;
    const patch = patchOf(next);
    kind.remember?.(patch);
    void queue.editData([record.fileId], kind.kind, patch);
  };
  const draft = (next: string) => queue.draftData([record.fileId], kind.kind, patchOf(next));
  if (field.hidden?.(record.data)) return <Text size="sm" c="gray.7">—</Text>;
  if (!canEdit(record, field.field)) {
    if (field.input === 'text') return <TextInput size="xs" aria-label={label} value={value ?? ''} disabled readOnly />;
    const shown = field.input === 'date' ? formatDate(value, 'long') : field.field === 'date' ? formatDate(value, 'defaultDateOption') : labelOf(options, value);
    return <Text size="sm">{shown}</Text>;
  }
  // Keyed by the value: a bulk edit replaces what an uncontrolled text input shows.
  return <FieldInput key={value ?? ''} field={field} label={label} value={value} options={options} suggestions={suggestions} onChange={edit} onDraft={draft} />;
}
