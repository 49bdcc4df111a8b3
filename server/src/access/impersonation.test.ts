import { expect, it } from 'vitest';
import { mayBeImpersonated, mayImpersonate } from './impersonation';

it('lets only admins impersonate, and never another admin', () => {
  expect(mayImpersonate({ canAccessAllCompanies: true })).toBe(true);
  expect(mayImpersonate({ canAccessAllCompanies: false })).toBe(false);
  expect(mayBeImpersonated({ canAccessAllCompanies: false })).toBe(true);
  expect(mayBeImpersonated({ canAccessAllCompanies: true })).toBe(false);
});
