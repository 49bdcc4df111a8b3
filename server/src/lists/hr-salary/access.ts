// Who writes salary documents (docs/access-rules.md lists them with every other list's). Read access
// is the read filter in list.ts; run-write.ts runs these rules.
import { mayCreateSalaryDocuments } from '../../access/payroll';
import type { WriteRules } from '../../access/write-rules';

export const hrSalaryWrites: WriteRules = {
  who: { create: 'the fiduciary\'s payroll staff (hrSalaryAccess), for employees they read' },
  // The fiduciary's payroll staff (hrSalaryAccess, also the operation table's gate), for an employee
  // they find through CompanyEmployee's read filter.
  create: ({ scope }) => mayCreateSalaryDocuments(scope),
};
