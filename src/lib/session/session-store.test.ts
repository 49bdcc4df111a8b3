import { describe, expect, it } from 'vitest';
import { session } from '@/app/testing/fixtures';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { activeSession, isSessionExpired, readSession, saveSession } from './session-store';

describe('session expiry (spec §4)', () => {
  const now = Date.UTC(2026, 0, 1, 12);
  const at = (ms: number) => Math.floor(ms / 1000);

  it('is expired when the stored expiry is earlier than now', () => {
    expect(isSessionExpired(session({ expiresAt: at(now) - 1 }), now)).toBe(true);
    expect(isSessionExpired(session({ expiresAt: at(now) + 60 }), now)).toBe(false);
  });

  it('offers only a session that has not expired', () => {
    saveSession(session({ expiresAt: at(now) - 1 }));
    expect(activeSession(now)).toBeNull();
    expect(readSession()).not.toBeNull();
    saveSession(session({ expiresAt: at(now) + 3_600 }));
    expect(activeSession(now)?.accessToken).toBe('token');
  });

  it('still reads a session stored with the flags an earlier version kept', () => {
    localStorage.setItem(STORAGE_KEYS.session, JSON.stringify({ ...session(), profileOnly: true, hasHrSalaryAccess: false }));
    expect(readSession()?.accessToken).toBe('token');
  });

  it('ignores a malformed stored session', () => {
    localStorage.setItem(STORAGE_KEYS.session, JSON.stringify({ accessToken: 42 }));
    expect(readSession()).toBeNull();
    localStorage.setItem(STORAGE_KEYS.session, '{not json');
    expect(readSession()).toBeNull();
  });
});
