import { useLingui } from '@lingui/react/macro';
import { TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useRef, useState, type ComponentType } from 'react';
import { companyEmployeeChoicesQueryOptions, employeeChoiceLabel } from './company-employees-query';
import type { EmployeePickerProps, TakeOver, TextSelection } from './employee-picker';
import { roomFor } from '@/components/field-width';

// The searchable picker needs Mantine's combobox and the library that positions its list, 33 KB of
// gzipped JavaScript that every page of HR and the fiduciary's staff loaded first (bench:size,
// /dashboard as hr@). Until the person reaches for it, a plain input of the same name shows the
// chosen employee; the picker loads when it is focused, pressed or pointed at, and takes over,
// focused, with whatever was typed meanwhile. Each mount starts with the stand-in (a company switch
// mounts a new one): the two look alike, and the chunk, once fetched, takes over at once.
//
// What the person edits is what they see, whenever the chunk and the choices arrive:
// - once reached for, the stand-in keeps the text it showed (the chosen employee's name appearing
//   under the caret when the choices arrive would have the typing added to it);
// - the picker takes over only once the choices have arrived (or cannot, for now): Mantine writes the
//   chosen employee's name into the search when that employee's option first appears, which would
//   replace what was being typed;
// - it takes over the stand-in's text selection too: focusing an input by Tab selects its text, so
//   what is typed next replaces the name; a chunk arriving between that and the first key put the
//   caret after the name, and the typing was added to it.

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
  // Set once the person reached for the stand-in: the text it showed or they typed, and whether they asked for the list.
  const [takeOver, setTakeOver] = useState<Omit<TakeOver, 'selection'> | null>(null);
  // Read as the stand-in leaves the page, when its selection is the one the person last saw.
  const selection = useRef<TextSelection | null>(null);
  const keepSelection = useCallback((input: HTMLInputElement | null) => {
    if (!input) return;
    return () => {
      selection.current =
        input === input.ownerDocument.activeElement ? { start: input.selectionStart, end: input.selectionEnd, direction: input.selectionDirection } : null;
    };
  }, []);
  const company = useQuery(companyEmployeeChoicesQueryOptions(props.companyId));
  const selected = company.data?.find((e) => e.id === props.employeeId);
  const shown = selected ? employeeChoiceLabel(selected.name, selected.code) : '';
  // Arrived, failed, or waiting for the network: nothing will change the chosen name under the person's typing.
  const choicesSettled = company.data !== undefined || company.fetchStatus !== 'fetching';

  if (picker && choicesSettled) {
    const Loaded = picker;
    return <Loaded {...props} {...(takeOver ? { takeOver: { ...takeOver, selection } } : {})} />;
  }
  const reach = (change: { typed?: string; open?: boolean } = {}) => {
    setTakeOver((current) => ({
      text: change.typed ?? current?.text ?? shown,
      typed: change.typed !== undefined || (current?.typed ?? false),
      open: change.open ?? current?.open ?? false,
    }));
    // A chunk that cannot be fetched (offline, a new deployment) leaves the stand-in; the next reach tries again.
    void loadPicker().then(
      (component) => setPicker(() => component),
      () => (loading = null),
    );
  };
  return (
    <TextInput
      ref={keepSelection}
      size="xs"
      miw={roomFor([t`No employee selected`])}
      role="combobox"
      aria-label={t`Employee`}
      aria-expanded={false}
      aria-haspopup="listbox"
      autoComplete="off"
      placeholder={t`No employee selected`}
      value={takeOver?.text ?? shown}
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
