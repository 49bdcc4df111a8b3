import { noEmployeeRoleFlags, noUserFlags, type EmployeeRoleFlags, type UserFlags } from '../../../src/domain/permissions';
import { createScope, type Scope } from '../access/scope';

export interface FakeEmployee extends Partial<EmployeeRoleFlags> {
  id: string;
  companyId: string;
}

/** A caller's scope without a database: the given user flags and employee records, all else false. */
export function fakeScope(user: Partial<UserFlags> = {}, employees: readonly FakeEmployee[] = []): Scope {
  return createScope({
    user: { id: 'user-1', ...noUserFlags(), ...user },
    employees: employees.map((e) => ({ ...noEmployeeRoleFlags(), ...e })),
  });
}
