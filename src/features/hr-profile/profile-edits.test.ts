import { describe, expect, it } from 'vitest';
import { emptyHrProfile } from '@/domain/hr-profile-fields';
import { completeProfile, diffProfiles, editField, rebase, redo, restoreVersion, revertField, startEditing, undo, unsavedChanges } from './profile-edits';

const saved = completeProfile({ contact: { city: 'Esch' }, bank: { iban: 'LU280019400644750000' } });

describe('profile edits', () => {
  it('list what differs from the saved copy, field by field; emptying a field is a change, "" and null are the same', () => {
    let edits = startEditing(saved, 3);
    edits = editField(edits, 'contact.city', 'Mersch');
    edits = editField(edits, 'bank.iban', '');
    edits = editField(edits, 'contact.street', '');
    expect(unsavedChanges(edits)).toEqual([
      { path: 'contact.city', before: 'Esch', after: 'Mersch' },
      { path: 'bank.iban', before: 'LU280019400644750000', after: null },
    ]);
  });

  it('undo and redo step through the edits; a new edit drops what could be redone', () => {
    let edits = editField(editField(startEditing(saved, 0), 'contact.city', 'A'), 'contact.city', 'B');
    edits = undo(edits);
    expect(edits.values.contact.city).toBe('A');
    edits = undo(undo(edits));
    expect(edits.values.contact.city).toBe('Esch');
    edits = redo(edits);
    expect(edits.values.contact.city).toBe('A');
    edits = editField(edits, 'contact.country', 'LU');
    expect(redo(edits)).toBe(edits);
  });

  it('restoring a version is one undoable edit; unknown keys of old data are dropped', () => {
    let edits = startEditing(saved, 0);
    edits = restoreVersion(edits, { contact: { city: 'Old town', fax: '123' }, legacy: {} });
    expect(edits.values.contact.city).toBe('Old town');
    expect(edits.values.bank.iban).toBeNull();
    expect(undo(edits).values).toEqual(saved);
  });

  it('revertField puts one field back to its saved value', () => {
    const edits = revertField(editField(editField(startEditing(saved, 0), 'contact.city', 'X'), 'contact.country', 'LU'), 'contact.city');
    expect(unsavedChanges(edits).map((c) => c.path)).toEqual(['contact.country']);
  });

  it('rebase keeps the user’s changes over the newer saved version, and the other person’s changes elsewhere', () => {
    const edits = editField(startEditing(saved, 1), 'contact.city', 'Mine');
    const theirs = completeProfile({ contact: { city: 'Esch', country: 'LU' } });
    const rebased = rebase(edits, theirs, 2);
    expect(rebased.baseVersion).toBe(2);
    expect(unsavedChanges(rebased)).toEqual([{ path: 'contact.city', before: 'Esch', after: 'Mine' }]);
    expect(rebased.values.contact.country).toBe('LU');
    expect(diffProfiles(saved, theirs)).toEqual([
      { path: 'contact.country', before: null, after: 'LU' },
      { path: 'bank.iban', before: 'LU280019400644750000', after: null },
    ]);
  });

  it('completeProfile fills every field of an empty profile', () => {
    expect(completeProfile(null)).toEqual(emptyHrProfile());
  });
});
