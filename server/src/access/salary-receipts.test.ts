import { describe, expect, it } from 'vitest';
import type { Principal } from '../principal';
import { downloadCountsAsSeen } from './salary-receipts';

const principal = (userId: string, actorId: string, employeeIds: string[]) =>
  ({ user: { id: userId }, actor: { id: actorId }, employees: employeeIds.map((id) => ({ id })), sessionId: null }) as unknown as Principal;

describe('downloadCountsAsSeen', () => {
  it('counts the employee’s own download', () => {
    expect(downloadCountsAsSeen(principal('u1', 'u1', ['e1']), 'e1')).toBe(true);
  });
  it('does not count someone else’s download, nor an anonymous one', () => {
    expect(downloadCountsAsSeen(principal('hr', 'hr', ['e2']), 'e1')).toBe(false);
    expect(downloadCountsAsSeen(null, 'e1')).toBe(false);
  });
  it('does not count an admin impersonating the employee: the employee did not open it', () => {
    expect(downloadCountsAsSeen(principal('u1', 'admin', ['e1']), 'e1')).toBe(false);
  });
});
