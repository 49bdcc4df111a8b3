import { readJson, STORAGE_KEYS, writeJson } from '@/lib/storage-keys';
import { readSession, saveSession, type Session } from './session-store';

/**
 * While an admin acts as another user, the stored session is the impersonation's (so every request,
 * upload included, carries its token) and the admin's own session waits here, untouched, with the
 * screen they started from. Stopping puts it back.
 */
export type Impersonation = {
  adminSession: Session;
  /** The path (with search) the admin started from; they return there. */
  returnTo: string;
};

function isImpersonation(value: unknown): value is Impersonation {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const admin = v['adminSession'] as Record<string, unknown> | null;
  return typeof v['returnTo'] === 'string' && v['returnTo'].startsWith('/') && typeof admin === 'object' && admin !== null && typeof admin['accessToken'] === 'string';
}

export function readImpersonation(): Impersonation | null {
  const value = readJson(STORAGE_KEYS.impersonation);
  return isImpersonation(value) ? value : null;
}

export type ImpersonatedUser = { id: string; email: string; name: string | null };

/** Sets the admin's session aside and signs in as the user with the impersonation token. */
export function beginImpersonation(token: string, user: ImpersonatedUser, expiresAt: Date, returnTo: string): void {
  const adminSession = readSession();
  if (!adminSession) throw new Error('You are not signed-in');
  if (readImpersonation()) throw new Error('Already impersonating');
  writeJson(STORAGE_KEYS.impersonation, { adminSession, returnTo } satisfies Impersonation);
  saveSession({
    accessToken: token,
    idToken: null,
    refreshToken: null,
    expiresAt: Math.floor(expiresAt.getTime() / 1000),
    scope: '',
    profile: { id: user.id, email: user.email, name: user.name },
    method: 'impersonation',
  });
}

/** Puts the admin's own session back; the path to return to, or null when nobody was impersonated. */
export function restoreAdminSession(): string | null {
  const impersonation = readImpersonation();
  if (!impersonation) return null;
  localStorage.removeItem(STORAGE_KEYS.impersonation);
  saveSession(impersonation.adminSession);
  return impersonation.returnTo;
}
