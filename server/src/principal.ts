import type { companyEmployees, users } from './db/schema';

export type UserRow = typeof users.$inferSelect;
export type EmployeeRow = typeof companyEmployees.$inferSelect;

/** Who is calling. When impersonating, `user` is the impersonated user and `actor` the real one. */
export interface Principal {
  user: UserRow;
  /** The user's employee records, with their role flags, in every company. */
  employees: EmployeeRow[];
  actor: UserRow;
  sessionId: string | null;
}
