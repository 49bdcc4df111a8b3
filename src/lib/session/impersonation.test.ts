import { beforeEach, describe, expect, it } from 'vitest';
import { session } from '@/app/testing/fixtures';
import { beginImpersonation, readImpersonation, restoreAdminSession } from './impersonation';
import { readSession, saveSession } from './session-store';

beforeEach(() => localStorage.clear());

describe('impersonation in the browser', () => {
  it('keeps the admin session aside and gives it back with the screen to return to', () => {
    const admin = session();
    saveSession(admin);
    beginImpersonation('imp-token', { id: 'u2', email: 'employee@demo.test', name: 'Eve' }, new Date('2030-01-01T00:30:00Z'), '/accounting?page=2');
    expect(readSession()).toMatchObject({ accessToken: 'imp-token', method: 'impersonation', expiresAt: 1893457800, profile: { email: 'employee@demo.test' } });
    expect(() => beginImpersonation('again', { id: 'u3', email: 'x@demo.test', name: null }, new Date(), '/')).toThrow('Already impersonating');
    expect(restoreAdminSession()).toBe('/accounting?page=2');
    expect(readSession()).toEqual(admin);
    expect(readImpersonation()).toBeNull();
    expect(restoreAdminSession()).toBeNull();
  });

  it('ignores a stored record that does not hold a session or a local path', () => {
    localStorage.setItem('portal.impersonation', JSON.stringify({ adminSession: session(), returnTo: 'https://evil.example' }));
    expect(readImpersonation()).toBeNull();
  });
});
