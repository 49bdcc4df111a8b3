import { expect, it } from 'vitest';
import type { UserRow } from '../principal';
import { isImpersonating, mayBeImpersonated, mayImpersonate, mayUseAdminTools } from './impersonation';

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

it('tells a user acting as themself from an admin acting as someone else', () => {
  expect(isImpersonating({ actor: user('a'), user: user('a') })).toBe(false);
  expect(isImpersonating({ actor: user('admin'), user: user('client') })).toBe(true);
});
