import { describe, expect, it } from 'vitest';
import { fakeScope } from '../testing/fake-scope';
import { mayTakePartInThread } from './hr-messages';

// fakeScope's user is 'user-1'.
const ownThread = { id: 'e1', userId: 'user-1', companyId: 'c1' };
const colleagueThread = { id: 'e2', userId: 'user-2', companyId: 'c1' };

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
});
