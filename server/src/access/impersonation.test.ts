import { describe, expect, it } from 'vitest';
import type { UserRow } from '../context';
import { isImpersonating, mayBeImpersonated, mayImpersonate, mayUseAdminTools, refuseWhileImpersonating } from './impersonation';

const user = (id: string) => ({ id }) as UserRow;

it('lets only admins impersonate, and never another admin', () => {
  expect(mayImpersonate({ canAccessAllCompanies: true })).toBe(true);
  expect(mayImpersonate({ canAccessAllCompanies: false })).toBe(false);
  expect(mayBeImpersonated({ canAccessAllCompanies: false })).toBe(true);
  expect(mayBeImpersonated({ canAccessAllCompanies: true })).toBe(false);
});

it('opens the admin tools to provider staff who reach every company only', () => {
  expect(mayUseAdminTools({ canAccessAllCompanies: true })).toBe(true);
  expect(mayUseAdminTools({ canAccessAllCompanies: false })).toBe(false);
});

describe('sensitive actions', () => {
  it('are allowed to a user acting as themself', () => {
    expect(isImpersonating({ actor: user('a'), user: user('a') })).toBe(false);
    expect(() => refuseWhileImpersonating({ actor: user('a'), user: user('a') }, 'language')).not.toThrow();
  });

  it('are refused, naming the action, while impersonating', () => {
    expect(isImpersonating({ actor: user('admin'), user: user('client') })).toBe(true);
    expect(() => refuseWhileImpersonating({ actor: user('admin'), user: user('client') }, 'bankDetails')).toThrow(
      expect.objectContaining({ message: 'This action is not allowed while impersonating a user', extensions: expect.objectContaining({ code: 'FORBIDDEN', blockedAction: 'bankDetails' }) }),
    );
  });
});
