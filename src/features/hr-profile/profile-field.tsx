import { useLingui } from '@lingui/react/macro';
import { NativeSelect, NumberInput, TextInput } from '@mantine/core';
import type { HrFieldDefinition, HrFieldValue } from '@/domain/hr-profile-fields';
import { useProfileLabels } from './use-profile-labels';

type Props = {
  path: string;
  field: HrFieldDefinition;
  value: HrFieldValue;
  error: string | null;
  changed: boolean;
  onChange: (value: HrFieldValue) => void;
};

const INPUT_MODES: Partial<Record<HrFieldDefinition['type'], 'email' | 'tel' | 'numeric'>> = {
  email: 'email',
  phone: 'tel',
  matricule: 'numeric',
};

/** One profile field, its input chosen by the field's type in src/domain; native pickers on phones. */
export function ProfileField({ path, field, value, error, changed, onChange }: Props) {
  const { t } = useLingui();
  const { fieldLabel, optionText } = useProfileLabels();
  const common = {
    label: fieldLabel(path),
    required: field.required,
    error,
    description: changed ? t`Changed, not saved yet` : undefined,
    'data-changed': changed || undefined,
  };
  if (field.type === 'select') {
    const options = [{ value: '', label: t`Not set` }, ...(field.options ?? []).map((o) => ({ value: o, label: optionText(path, o) }))];
    return <NativeSelect {...common} data={options} value={value === null ? '' : String(value)} onChange={(e) => onChange(e.currentTarget.value || null)} />;
  }
  if (field.type === 'integer' || field.type === 'number') {
    return (
      <NumberInput
        {...common}
        value={value ?? ''}
        min={field.min}
        max={field.max}
        allowDecimal={field.type === 'number'}
        allowNegative={false}
        onChange={(next) => onChange(next === '' ? null : typeof next === 'number' ? next : Number(next))}
      />
    );
  }
  return (
    <TextInput
      {...common}
      type={field.type === 'date' ? 'date' : 'text'}
      inputMode={INPUT_MODES[field.type]}
      autoComplete="off"
      value={value === null ? '' : String(value)}
      onChange={(e) => onChange(e.currentTarget.value === '' ? null : e.currentTarget.value)}
    />
  );
}
