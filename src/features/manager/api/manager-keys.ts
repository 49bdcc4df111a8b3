// The query keys of the manager's lists and items. Every key starts with `all`: a change saved
// from any manager screen refreshes them all, because one record shows in the others (a company's
// employee records, an employee's user, the staff offered as persons in charge).

export const managerKeys = {
  all: ['manager'] as const,
  companies: (variables: object) => [...managerKeys.all, 'companies', variables] as const,
  company: (id: string) => [...managerKeys.all, 'company', id] as const,
  users: (variables: object) => [...managerKeys.all, 'users', variables] as const,
  user: (id: string) => [...managerKeys.all, 'user', id] as const,
  employees: (variables: object) => [...managerKeys.all, 'employees', variables] as const,
  employee: (id: string) => [...managerKeys.all, 'employee', id] as const,
  documentTypes: (variables: object) => [...managerKeys.all, 'document-types', variables] as const,
  documentType: (id: string) => [...managerKeys.all, 'document-type', id] as const,
};
