import { useEffect, useMemo, useRef, useState } from 'react';
import { validateHrProfile, type HrProfileError } from '@/domain/hr-profile';
import type { HrFieldValue } from '@/domain/hr-profile-fields';
import { readProfileDraft, removeProfileDraft, writeProfileDraft } from '@/lib/profile-drafts';
import type { HrProfileRecord } from './hr-profile-query';
import {
  completeProfile,
  diffProfiles,
  editField,
  rebase,
  redo,
  restoreVersion,
  revertField,
  startEditing,
  undo,
  unsavedChanges,
  type FieldChange,
  type ProfileEdits,
} from './profile-edits';

function initialEdits(userId: string, record: HrProfileRecord): ProfileEdits {
  const draft = readProfileDraft(userId, record.id);
  if (draft) return startEditing(completeProfile(draft.base), draft.baseVersion, completeProfile(draft.values));
  return startEditing(completeProfile(record.profileData), record.profileVersion);
}

/**
 * The profile editor's state for one employee: the edits (restored from this device's draft), the
 * draft kept on every change, and what to do when a newer saved version arrives — ours after a save
 * (start afresh from it), or someone else's (keep the user's edits on top and say what they changed).
 */
export function useProfileEditor(userId: string, record: HrProfileRecord) {
  const [edits, setEdits] = useState(() => initialEdits(userId, record));
  const [theirChanges, setTheirChanges] = useState<FieldChange[]>([]);
  const [seenVersion, setSeenVersion] = useState(record.profileVersion);
  const ownSavedVersion = useRef<number | null>(null);

  // A newer saved version, adjusted during render (React's pattern for state derived from props).
  if (record.profileVersion !== seenVersion) {
    setSeenVersion(record.profileVersion);
    const saved = completeProfile(record.profileData);
    if (record.profileVersion !== edits.baseVersion) {
      if (record.profileVersion === ownSavedVersion.current || unsavedChanges(edits).length === 0) {
        setEdits(startEditing(saved, record.profileVersion));
        setTheirChanges([]);
      } else {
        setTheirChanges(diffProfiles(edits.base, saved));
        setEdits(rebase(edits, saved, record.profileVersion));
      }
    }
  }

  const changes = useMemo(() => unsavedChanges(edits), [edits]);
  const validation = useMemo(() => validateHrProfile(edits.values), [edits.values]);
  const errors: HrProfileError[] = validation.ok ? [] : validation.errors;

  const [draftKept, setDraftKept] = useState(true);
  useEffect(() => {
    if (changes.length === 0) removeProfileDraft(userId, record.id);
    else setDraftKept(writeProfileDraft(userId, record.id, { base: edits.base, baseVersion: edits.baseVersion, values: edits.values }));
  }, [changes, edits, record.id, userId]);

  return {
    edits,
    changes,
    errors,
    theirChanges,
    draftKept,
    edit: (path: string, value: HrFieldValue) => setEdits((e) => editField(e, path, value)),
    revert: (path: string) => setEdits((e) => revertField(e, path)),
    restore: (data: unknown) => setEdits((e) => restoreVersion(e, data)),
    undo: () => setEdits(undo),
    redo: () => setEdits(redo),
    discard: () => setEdits((e) => startEditing(e.base, e.baseVersion)),
    dismissTheirChanges: () => setTheirChanges([]),
    /** Called with the version a save of ours produced, before the refetch brings it. */
    savedAs: (version: number) => {
      ownSavedVersion.current = version;
    },
  };
}

export type ProfileEditor = ReturnType<typeof useProfileEditor>;
