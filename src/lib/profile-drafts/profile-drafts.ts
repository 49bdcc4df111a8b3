// Unsaved HR profile edits, kept on this device until they are saved (a reload, a closed tab or an
// offline spell loses nothing). The one owner of these local-storage entries: one entry per user and
// employee, under one key prefix, with a schema version; anything read back is checked.
// Local storage rather than IndexedDB: a draft is a few kilobytes and must be readable synchronously
// when the editor first renders, so the form never flashes the saved values first.

export const PROFILE_DRAFT_KEY_PREFIX = 'portal.profile-draft.';
const SCHEMA_VERSION = 1;

type Profile = Record<string, Record<string, string | number | null>>;

export type ProfileDraft = {
  /** The saved profile and version the edits started from. */
  base: Profile;
  baseVersion: number;
  values: Profile;
};

const keyOf = (userId: string, employeeId: string) => `${PROFILE_DRAFT_KEY_PREFIX}${userId}.${employeeId}`;

function isProfile(value: unknown): value is Profile {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every(
    (group) =>
      typeof group === 'object' &&
      group !== null &&
      Object.values(group as Record<string, unknown>).every((v) => v === null || typeof v === 'string' || typeof v === 'number'),
  );
}

function parseDraft(raw: string | null): ProfileDraft | null {
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as Record<string, unknown>;
    if (value['schemaVersion'] !== SCHEMA_VERSION) return null;
    const { base, baseVersion, values } = value;
    if (!isProfile(base) || !isProfile(values) || typeof baseVersion !== 'number') return null;
    return { base, baseVersion, values };
  } catch {
    return null;
  }
}

export function readProfileDraft(userId: string, employeeId: string): ProfileDraft | null {
  return parseDraft(localStorage.getItem(keyOf(userId, employeeId)));
}

/** Keeps the draft; false when the device refused it (storage full or disabled), so the screen can say so. */
export function writeProfileDraft(userId: string, employeeId: string, draft: ProfileDraft): boolean {
  try {
    localStorage.setItem(keyOf(userId, employeeId), JSON.stringify({ schemaVersion: SCHEMA_VERSION, ...draft }));
    return true;
  } catch {
    return false;
  }
}

export function removeProfileDraft(userId: string, employeeId: string): void {
  localStorage.removeItem(keyOf(userId, employeeId));
}

/** On sign-out: a user's drafts hold personal data (bank details) that must not stay on a shared device. */
export function removeProfileDraftsOf(userId: string): void {
  const prefix = `${PROFILE_DRAFT_KEY_PREFIX}${userId}.`;
  for (const key of Object.keys(localStorage)) if (key.startsWith(prefix)) localStorage.removeItem(key);
}
