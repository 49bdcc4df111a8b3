import { describe, expect, it } from 'vitest';
import { fakeScope } from '../testing/fake-scope';
import { mayTakePartInThread } from './hr-messages';

// fakeScope's user is 'user-1'.
const ownThread = { id: 'e1', userId: 'user-1', companyId: 'c1', isHiddenInHr: false };
const colleagueThread = { id: 'e2', userId: 'user-2', companyId: 'c1', isHiddenInHr: false };
const hiddenThread = { id: 'e3', userId: 'user-3', companyId: 'c1', isHiddenInHr: true };

describe('mayTakePartInThread', () => {
  it('lets the employee, the company HR and the fiduciary HR staff in', () => {
    expect(mayTakePartInThread(fakeScope({}, [{ id: 'e1', companyId: 'c1' }]), ownThread)).toBe(true);
    expect(mayTakePartInThread(fakeScope({}, [{ id: 'hr', companyId: 'c1', canManageHumanResources: true }]), colleagueThread)).toBe(true);
    expect(mayTakePartInThread(fakeScope({ canManageHumanResources: true }), colleagueThread)).toBe(true);
  });

  it('keeps out a colleague, HR of another company and the fiduciary accountant', () => {
    expect(mayTakePartInThread(fakeScope({}, [{ id: 'e1', companyId: 'c1' }]), colleagueThread)).toBe(false);
    expect(mayTakePartInThread(fakeScope({}, [{ id: 'hr2', companyId: 'c2', canManageHumanResources: true }]), colleagueThread)).toBe(false);
    expect(mayTakePartInThread(fakeScope({ canManageAccounting: true }), colleagueThread)).toBe(false);
  });

  it('keeps company HR out of a hidden employee’s thread; the employee and the fiduciary HR staff stay in', () => {
    expect(mayTakePartInThread(fakeScope({}, [{ id: 'hr', companyId: 'c1', canManageHumanResources: true }]), hiddenThread)).toBe(false);
    expect(mayTakePartInThread(fakeScope({}, [{ id: 'hr', companyId: 'c1', canManageHumanResources: true }]), { ...hiddenThread, isHiddenInHr: undefined })).toBe(false);
    expect(mayTakePartInThread(fakeScope({ canManageHumanResources: true }), hiddenThread)).toBe(true);
    expect(mayTakePartInThread(fakeScope({ canAccessAllCompanies: true }), hiddenThread)).toBe(true);
    expect(mayTakePartInThread(fakeScope({}, [{ id: 'e3', companyId: 'c1' }]), { ...hiddenThread, userId: 'user-1' })).toBe(true);
  });
});
