import { useLingui } from '@lingui/react/macro';
import { TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type ComponentType } from 'react';
import { companyEmployeeChoicesQueryOptions, employeeChoiceLabel } from './company-employees-query';
import type { EmployeePickerProps, TakeOver } from './employee-picker';

// The searchable picker needs Mantine's combobox and the library that positions its list, 33 KB of
// gzipped JavaScript that every page of HR and the fiduciary's staff loaded first (bench:size,
// /dashboard as hr@). Until the person reaches for it, a plain input of the same name shows the
// chosen employee; the picker loads when it is focused, pressed or pointed at, and takes over,
// focused, with whatever was typed meanwhile. Each mount starts with the stand-in (a company switch
// mounts a new one): the two look alike, and the chunk, once fetched, takes over at once.

type PickerComponent = ComponentType<EmployeePickerProps & { takeOver?: TakeOver }>;

let loading: Promise<PickerComponent> | null = null;

function loadPicker(): Promise<PickerComponent> {
  loading ??= import('./employee-picker').then((module) => module.EmployeePicker);
  return loading;
}

const OPENING_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Enter', ' ']);

export function DeferredEmployeePicker(props: EmployeePickerProps) {
  const { t } = useLingui();
  const [picker, setPicker] = useState<PickerComponent | null>(null);
  // Set once the person reached for the stand-in; what they typed and whether they asked for the list.
  const [takeOver, setTakeOver] = useState<TakeOver | null>(null);
  const company = useQuery(companyEmployeeChoicesQueryOptions(props.companyId));
  const selected = company.data?.find((e) => e.id === props.employeeId);

  if (picker) {
    const Loaded = picker;
    return <Loaded {...props} {...(takeOver ? { takeOver } : {})} />;
  }
  const reach = (change: Partial<TakeOver> = {}) => {
    setTakeOver((current) => ({ typed: null, open: false, ...current, ...change }));
    // A chunk that cannot be fetched (offline, a new deployment) leaves the stand-in; the next reach tries again.
    void loadPicker().then(
      (component) => setPicker(() => component),
      () => (loading = null),
    );
  };
  return (
    <TextInput
      size="xs"
      miw={200}
      role="combobox"
      aria-label={t`Employee`}
      aria-expanded={false}
      aria-haspopup="listbox"
      autoComplete="off"
      placeholder={t`No employee selected`}
      value={takeOver?.typed ?? (selected ? employeeChoiceLabel(selected.name, selected.code) : '')}
      onPointerEnter={() => void loadPicker().catch(() => (loading = null))}
      onFocus={() => reach()}
      onPointerDown={() => reach({ open: true })}
      onClick={() => reach({ open: true })}
      onKeyDown={(event) => {
        if (OPENING_KEYS.has(event.key)) reach({ open: true });
      }}
      onChange={(event) => reach({ typed: event.currentTarget.value, open: true })}
    />
  );
}
