import { noEmployeeRoleFlags, noUserFlags, type EmployeeRoleFlag, type UserFlag } from '@/domain/permissions';
import type { CompanySummary, Me, MeEmployee, Session } from '@/lib/session';

export const atelier: CompanySummary = { id: 'c1', code: '1001', name: 'Atelier Moselle S.à r.l.', hrEnabled: true };
export const boulangerie: CompanySummary = { id: 'c2', code: '1002', name: 'Boulangerie Kirchberg S.A.', hrEnabled: true };
export const cloud: CompanySummary = { id: 'c3', code: '1003', name: 'Cloud Ardennes SARL', hrEnabled: false };

export function employee(id: string, company: CompanySummary, flags: EmployeeRoleFlag[] = []): MeEmployee {
  const role = noEmployeeRoleFlags();
  for (const flag of flags) role[flag] = true;
  return { id, code: id, name: `Employee ${id}`, isArchived: false, company, role };
}

export function user(flags: UserFlag[], employees: MeEmployee[] = [], language: string | null = null): Me {
  const role = noUserFlags();
  for (const flag of [...flags, 'canSignInToApp' as const]) role[flag] = true;
  return { id: 'u1', email: 'someone@demo.test', name: 'Some One', language, role, employees };
}

export function session(overrides: Partial<Session> = {}): Session {
  return {
    accessToken: 'token',
    idToken: null,
    refreshToken: null,
    expiresAt: Math.floor(Date.now() / 1000) + 3_600,
    scope: '',
    profile: { id: 'u1', email: 'someone@demo.test', name: 'Some One' },
    method: 'magic-link',
    ...overrides,
  };
}
