// bench:api's two reads as plain SQL: the raw reference runs them through a database client, the
// floor server (floor-server.ts) behind HTTP with authentication. `field` is the GraphQL field the
// API answers the same read with, so the floor knows which read a request asks for.
export const FLOOR_READS = [
  { field: 'companyEmployees', sql: 'select id, name, code from company_employees where company_id = $1 order by name asc' },
  { field: 'hrSalaries', sql: 'select id, date, type from hr_salaries where employee_id = $1 order by date desc' },
] as const;
