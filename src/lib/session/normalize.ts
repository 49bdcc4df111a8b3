import {
  EMPLOYEE_ROLE_FLAGS,
  noEmployeeRoleFlags,
  noUserFlags,
  USER_FLAGS,
  type EmployeeRoleFlags,
  type UserFlags,
} from '@/domain/permissions';

// The API's fields are nullable (Keystone conventions); the portal works with complete values,
// checked once here where the data enters.

export type CompanySummary = { id: string; code: string; name: string; hrEnabled: boolean };

export type MeEmployee = {
  id: string;
  code: string | null;
  name: string;
  isArchived: boolean;
  company: CompanySummary;
  role: EmployeeRoleFlags;
};

export type Me = {
  id: string;
  email: string;
  name: string | null;
  language: string | null;
  role: UserFlags;
  employees: MeEmployee[];
};

type ApiCompany = { id: string; code?: string | null; name?: string | null; hrEnabled?: boolean | null };
type ApiFlags = Partial<Record<string, boolean | null>> | null | undefined;
type ApiEmployee = {
  id: string;
  code?: string | null;
  name?: string | null;
  isArchived?: boolean | null;
  company?: ApiCompany | null;
  role?: ApiFlags;
};
type ApiUser = {
  id: string;
  email?: string | null;
  name?: string | null;
  language?: string | null;
  role?: ApiFlags;
  employees?: readonly ApiEmployee[] | null;
};

export function normalizeCompany(company: ApiCompany): CompanySummary {
  return { id: company.id, code: company.code ?? '', name: company.name ?? company.code ?? '', hrEnabled: company.hrEnabled ?? false };
}

function userFlags(role: ApiFlags): UserFlags {
  const flags = noUserFlags();
  for (const flag of USER_FLAGS) flags[flag] = role?.[flag] === true;
  return flags;
}

function employeeFlags(role: ApiFlags): EmployeeRoleFlags {
  const flags = noEmployeeRoleFlags();
  for (const flag of EMPLOYEE_ROLE_FLAGS) flags[flag] = role?.[flag] === true;
  return flags;
}

/** The signed-in user in the portal's shape; employee records without a company are left out. */
export function normalizeMe(user: ApiUser | null | undefined): Me | null {
  if (!user) return null;
  const employees: MeEmployee[] = [];
  for (const e of user.employees ?? []) {
    if (!e.company) continue;
    employees.push({
      id: e.id,
      code: e.code ?? null,
      name: e.name ?? '',
      isArchived: e.isArchived ?? false,
      company: normalizeCompany(e.company),
      role: employeeFlags(e.role),
    });
  }
  return {
    id: user.id,
    email: user.email ?? '',
    name: user.name ?? null,
    language: user.language ?? null,
    role: userFlags(user.role),
    employees,
  };
}
