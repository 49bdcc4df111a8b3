import { readJson, STORAGE_KEYS, writeJson } from '@/lib/storage-keys';

export type SignInMethod = 'magic-link' | 'oidc' | 'impersonation';

/** Spec §3 Session, kept in local storage. `expiresAt` is in seconds since the epoch. */
export type Session = {
  accessToken: string;
  idToken: string | null;
  refreshToken: string | null;
  expiresAt: number;
  scope: string;
  profile: { id: string | null; email: string; name: string | null };
  method: SignInMethod;
};

function isSession(value: unknown): value is Session {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const profile = v['profile'];
  return (
    typeof v['accessToken'] === 'string' &&
    typeof v['expiresAt'] === 'number' &&
    typeof profile === 'object' &&
    profile !== null &&
    typeof (profile as Record<string, unknown>)['email'] === 'string'
  );
}

const listeners = new Set<() => void>();
let cached: { raw: string | null; session: Session | null } = { raw: null, session: null };

/** The stored session as written, expired or not; null when absent or malformed. */
export function readSession(): Session | null {
  const raw = localStorage.getItem(STORAGE_KEYS.session);
  if (raw !== cached.raw) {
    const value = readJson(STORAGE_KEYS.session);
    cached = { raw, session: isSession(value) ? value : null };
  }
  return cached.session;
}

export function saveSession(session: Session): void {
  writeJson(STORAGE_KEYS.session, session);
  listeners.forEach((l) => l());
}

export function updateSession(patch: Partial<Session>): void {
  const current = readSession();
  if (current) saveSession({ ...current, ...patch });
}

export function removeSession(): void {
  localStorage.removeItem(STORAGE_KEYS.session);
  listeners.forEach((l) => l());
}

/** Spec §4: a session is expired when its stored expiry time is earlier than now. */
export function isSessionExpired(session: Session, now: number = Date.now()): boolean {
  return session.expiresAt * 1000 < now;
}

/** The stored session if it has not expired. */
export function activeSession(now: number = Date.now()): Session | null {
  const session = readSession();
  return session && !isSessionExpired(session, now) ? session : null;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The bearer token of the signed-in user, for what calls the API outside graphql-request. */
export const sessionToken = (): string | null => activeSession()?.accessToken ?? null;

/**
 * Runs `start` now and again whenever a session is saved: the upload queue and the message outbox
 * send what waited for a sign-in or a renewed token (which ends their 'unauthenticated' pause).
 */
export function startWithSession(start: () => void): () => void {
  start();
  return subscribeSession(() => {
    if (activeSession()) start();
  });
}
