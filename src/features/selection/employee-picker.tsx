import { useLingui } from '@lingui/react/macro';
import { Select, type ComboboxItem, type OptionsFilter } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { companyEmployeeChoicesQueryOptions, employeeChoiceLabel as label } from './company-employees-query';
import { employeeSearchQueryOptions } from './employee-search-query';
import { roomFor } from '@/components/field-width';

export type EmployeeChoice = ComboboxItem & { companyId: string };

export type EmployeePickerProps = {
  companyId: string;
  employeeId: string | null;
  /** The fiduciary's staff search every company; company HR their company's employees. */
  searchesEveryCompany: boolean;
  onChoose: (companyId: string, employeeId: string) => void;
};

/** Where the text selection (or the caret, when empty) of a focused input was. */
export type TextSelection = { start: number | null; end: number | null; direction: 'forward' | 'backward' | 'none' | null };

/**
 * How the picker takes over from its stand-in (deferred-employee-picker.tsx): focused, with the text
 * the stand-in showed (whether typed there or not), its list open if asked for, and the stand-in's
 * text selection, read as it left.
 */
export type TakeOver = { text: string; typed: boolean; open: boolean; selection?: { readonly current: TextSelection | null } };

// Results of a server search are already filtered; Mantine must not filter them again by label.
const keepServerResults: OptionsFilter = ({ options }) => options;

/**
 * A searchable, keyboard-driven employee picker (name or code): arrows, Enter, Escape. Clearing it
 * leaves no employee selected.
 */
export function EmployeePicker({ companyId, employeeId, searchesEveryCompany, onChoose, takeOver }: EmployeePickerProps & { takeOver?: TakeOver }) {
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const company = useQuery(companyEmployeeChoicesQueryOptions(companyId));
  const own: EmployeeChoice[] = (company.data ?? []).map((e) => ({ value: e.id, label: label(e.name, e.code), companyId }));
  const selectedLabel = own.find((o) => o.value === employeeId)?.label ?? '';
  // Mantine keeps the input's text; this copy only drives the server search.
  const [search, setSearch] = useState(takeOver?.text ?? selectedLabel);
  // Mantine writes the selected employee's name into the search when it mounts (its effects run
  // before this one): the text the stand-in showed comes back after it, in the same render.
  const shownByStandIn = takeOver?.text ?? null;
  useEffect(() => {
    if (shownByStandIn !== null) setSearch(shownByStandIn);
  }, [shownByStandIn]);
  // The choices are kept (and persisted) for a while; someone added since then, in another tab or
  // by a colleague, shows up when the list is opened: the list shown meanwhile is the cached one.
  // A read still under way may have started before that person was added: it gives way to a new one.
  const refreshChoices = () => void company.refetch({ cancelRefetch: true });
  // Taking over from the stand-in with the list open is an opening too (Mantine reports only the
  // openings after its first render).
  const opensAtOnce = Boolean(takeOver && (takeOver.open || takeOver.typed));
  // Once, when the picker takes over.
  useEffect(() => (opensAtOnce ? refreshChoices() : undefined), []);
  // In the commit that replaces the stand-in, before anything is painted or typed: its input shows
  // the same text, focused (autoFocus), so the same selection means the next key does the same.
  useLayoutEffect(() => {
    const kept = takeOver?.selection?.current;
    if (kept?.start != null && kept.end != null) input.current?.setSelectionRange(kept.start, kept.end, kept.direction ?? undefined);
  }, []);
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const searching = searchesEveryCompany && debounced !== '' && debounced !== selectedLabel;
  const results = useQuery({ ...employeeSearchQueryOptions(debounced), enabled: searching, placeholderData: keepPreviousData });
  const found: EmployeeChoice[] = (results.data ?? []).map((e) => ({
    value: e.id,
    label: `${label(e.name, e.code)} (${e.company?.code ?? ''})`,
    companyId: e.company?.id ?? companyId,
  }));
  const selected = own.filter((o) => o.value === employeeId);
  const data = searching ? [...selected, ...found.filter((f) => f.value !== employeeId)] : own;

  return (
    <Select
      ref={input}
      size="xs"
      aria-label={t`Employee`}
      placeholder={t`No employee selected`}
      searchable
      // Typing then Enter picks the first match: the keyboard needs no arrow keys.
      selectFirstOptionOnChange
      clearable
      {...(takeOver ? { searchValue: search, defaultDropdownOpened: opensAtOnce, autoFocus: true } : {})}
      onSearchChange={setSearch}
      onDropdownOpen={refreshChoices}
      value={employeeId || null}
      data={data}
      {...(searching ? { filter: keepServerResults } : {})}
      nothingFoundMessage={t`No employees found`}
      onChange={(value, option) => {
        const chosen = data.find((d) => d.value === value) ?? null;
        onChoose(chosen?.companyId ?? companyId, option ? (value ?? '') : '');
      }}
      comboboxProps={{ width: 320, position: 'bottom-start' }}
      miw={roomFor([t`No employee selected`])}
    />
  );
}
