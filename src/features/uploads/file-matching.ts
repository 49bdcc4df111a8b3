import { matchSalaryControlFile } from '@/domain/salary-control-filename';
import { matchSalaryFile } from '@/domain/salary-filename';
import type { StagingDescription } from '@/lib/upload-queue';
import type { DirectoryCompany, DirectoryEmployee } from './api/upload-directory-query';

// Binds the spec §5 file-name rules (src/domain) to the companies and employees the user can see.

export function salaryFileDescriber(employees: readonly DirectoryEmployee[], defaultDate: string) {
  const byCodes = new Map<string, string>();
  for (const e of employees) if (e.code && e.company?.code) byCodes.set(`${e.company.code}/${e.code}`, e.id);
  return (file: File): StagingDescription<'salary'> => {
    const match = matchSalaryFile(file.name, (company, user) => byCodes.get(`${company}/${user}`) ?? null, defaultDate);
    return { data: match.data, lockedFields: match.locked ? ['type', 'date', 'employee'] : [] };
  };
}

export function salaryControlFileDescriber(companies: readonly DirectoryCompany[], defaultDate: string) {
  const byCode = new Map<string, string>();
  for (const c of companies) if (c.code) byCode.set(c.code, c.id);
  return (file: File): StagingDescription<'salaryControl'> => {
    const match = matchSalaryControlFile(file.name, (code) => byCode.get(code) ?? null, defaultDate);
    return { data: match.data, lockedFields: match.locked ? ['company', 'date'] : [] };
  };
}
