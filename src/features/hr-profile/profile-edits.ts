import { emptyHrProfile, HR_PROFILE_GROUPS, type HrFieldValue, type HrProfileData } from '@/domain/hr-profile-fields';

// The editor's state, kept pure so undo/redo, restoring a version and rebasing after a stale save
// are tested without a screen. Spec §4: changes are tracked against an initial copy (`base`).

export type ProfileEdits = {
  /** The saved profile the edits started from, and its version (updateHrProfile's expectedVersion). */
  base: HrProfileData;
  baseVersion: number;
  values: HrProfileData;
  past: HrProfileData[];
  future: HrProfileData[];
};

export type FieldChange = { path: string; before: HrFieldValue; after: HrFieldValue };

/** Every group and field present, unknown keys dropped: saved data may predate a field. */
export function completeProfile(data: unknown): HrProfileData {
  const profile = emptyHrProfile();
  const source = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  for (const group of HR_PROFILE_GROUPS) {
    const values = source[group.key];
    if (typeof values !== 'object' || values === null) continue;
    for (const field of group.fields) {
      const value = (values as Record<string, unknown>)[field.key];
      if (typeof value === 'string' || typeof value === 'number') profile[group.key][field.key] = value;
    }
  }
  return profile;
}

export function startEditing(base: HrProfileData, baseVersion: number, values: HrProfileData = base): ProfileEdits {
  return { base, baseVersion, values, past: [], future: [] };
}

const normalise = (value: HrFieldValue): HrFieldValue => (value === '' ? null : value);

/** Field by field, what differs between two profiles ('' and null both mean empty). */
export function diffProfiles(before: HrProfileData, after: HrProfileData): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const group of HR_PROFILE_GROUPS) {
    for (const field of group.fields) {
      const old = normalise(before[group.key][field.key] ?? null);
      const now = normalise(after[group.key][field.key] ?? null);
      if (old !== now) changes.push({ path: `${group.key}.${field.key}`, before: old, after: now });
    }
  }
  return changes;
}

export const unsavedChanges = (edits: ProfileEdits) => diffProfiles(edits.base, edits.values);

function replaceValues(edits: ProfileEdits, values: HrProfileData): ProfileEdits {
  return { ...edits, values, past: [...edits.past, edits.values], future: [] };
}

export function editField(edits: ProfileEdits, path: string, value: HrFieldValue): ProfileEdits {
  const [group, field] = path.split('.') as [keyof HrProfileData, string];
  if (edits.values[group][field] === value) return edits;
  return replaceValues(edits, { ...edits.values, [group]: { ...edits.values[group], [field]: value } });
}

/** A version from the history, taken into the form as one undoable edit. */
export const restoreVersion = (edits: ProfileEdits, version: unknown) => replaceValues(edits, completeProfile(version));

/** Puts one field back to its saved value, as one undoable edit. */
export const revertField = (edits: ProfileEdits, path: string) => {
  const [group, field] = path.split('.') as [keyof HrProfileData, string];
  return editField(edits, path, edits.base[group][field] ?? null);
};

export function undo(edits: ProfileEdits): ProfileEdits {
  const previous = edits.past.at(-1);
  if (!previous) return edits;
  return { ...edits, values: previous, past: edits.past.slice(0, -1), future: [edits.values, ...edits.future] };
}

export function redo(edits: ProfileEdits): ProfileEdits {
  const [next, ...rest] = edits.future;
  if (!next) return edits;
  return { ...edits, values: next, past: [...edits.past, edits.values], future: rest };
}

/**
 * Onto a newer saved version (after our save, or someone else's): the user's own changes are kept
 * and applied over it, so fields only the other person changed are not silently put back.
 */
export function rebase(edits: ProfileEdits, base: HrProfileData, baseVersion: number): ProfileEdits {
  let values = base;
  for (const change of unsavedChanges(edits)) {
    const [group, field] = change.path.split('.') as [keyof HrProfileData, string];
    values = { ...values, [group]: { ...values[group], [field]: change.after } };
  }
  return { ...edits, base, baseVersion, values };
}
