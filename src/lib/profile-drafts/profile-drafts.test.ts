import { beforeEach, describe, expect, it } from 'vitest';
import { PROFILE_DRAFT_KEY_PREFIX, readProfileDraft, removeProfileDraft, removeProfileDraftsOf, writeProfileDraft } from './profile-drafts';

const draft = { base: { contact: { city: 'Esch' } }, baseVersion: 2, values: { contact: { city: 'Mersch' } } };

beforeEach(() => localStorage.clear());

describe('profile drafts', () => {
  it('are kept per user and employee', () => {
    writeProfileDraft('u1', 'e1', draft);
    expect(readProfileDraft('u1', 'e1')).toEqual(draft);
    expect(readProfileDraft('u2', 'e1')).toBeNull();
    expect(readProfileDraft('u1', 'e2')).toBeNull();
    removeProfileDraft('u1', 'e1');
    expect(readProfileDraft('u1', 'e1')).toBeNull();
  });

  it('ignore what they cannot trust: another schema version, a wrong shape, broken JSON', () => {
    localStorage.setItem(`${PROFILE_DRAFT_KEY_PREFIX}u1.e1`, JSON.stringify({ schemaVersion: 0, ...draft }));
    expect(readProfileDraft('u1', 'e1')).toBeNull();
    localStorage.setItem(`${PROFILE_DRAFT_KEY_PREFIX}u1.e1`, JSON.stringify({ schemaVersion: 1, ...draft, values: { contact: { city: {} } } }));
    expect(readProfileDraft('u1', 'e1')).toBeNull();
    localStorage.setItem(`${PROFILE_DRAFT_KEY_PREFIX}u1.e1`, '{');
    expect(readProfileDraft('u1', 'e1')).toBeNull();
  });

  it('of one user are removed together, others stay', () => {
    writeProfileDraft('u1', 'e1', draft);
    writeProfileDraft('u1', 'e2', draft);
    writeProfileDraft('u2', 'e1', draft);
    removeProfileDraftsOf('u1');
    expect([readProfileDraft('u1', 'e1'), readProfileDraft('u1', 'e2')]).toEqual([null, null]);
    expect(readProfileDraft('u2', 'e1')).toEqual(draft);
  });
});
